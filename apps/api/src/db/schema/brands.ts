import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CommissionBasis } from '@app/contract/affiliate';
import type { BonusSettings, ChatWidgetSettings } from '@app/contract/settings';

/** A weaker four-eyes rule waiting for a second admin: who asked (id and username) and when. */
export interface FourEyesProposal {
  thresholdSatang: number | null;
  operatorId: string;
  username: string;
  proposedAt: string;
}

/** One white-label brand. Members, sessions and money always belong to exactly one brand. */
export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    siteName: text('site_name').notNull(),
    clientId: text('client_id').notNull(),
    imageBaseUrl: text('image_base_url').notNull(),
    accentColor: text('accent_color').notNull().default('#f5b301'),
    line1Id: text('line1_id').notNull().default(''),
    line2Id: text('line2_id').notNull().default(''),
    websiteStatus: text('website_status').notNull().default('NORMAL'),
    liveScoreUrl: text('live_score_url').notNull().default(''),
    standingsUrl: text('standings_url').notNull().default(''),
    bonus: jsonb('bonus').$type<BonusSettings>().notNull(),
    /** Turnover required before withdrawing, as a multiple of deposit plus bonus; 0 turns it off. */
    bonusTurnoverMultiplier: integer('bonus_turnover_multiplier').notNull().default(0),
    /** A slip older than this is refused. */
    slipMaxAgeHours: integer('slip_max_age_hours').notNull().default(24),
    /** The smallest deposit the brand accepts (by slip). */
    depositMinSatang: bigint('deposit_min_satang', { mode: 'number' }).notNull().default(100),
    /** Withdrawals paid at once by the payout service instead of waiting for an operator. */
    isAutoPayoutEnabled: boolean('is_auto_payout_enabled').notNull().default(false),
    /** Loss-return: credited by the job ('credit') or offered to claim on the reward page ('claim'). */
    lossReturnMode: text('loss_return_mode').$type<'credit' | 'claim'>().notNull().default('credit'),
    /** Loss-return period: Monday to Sunday ('weekly') or one Bangkok day ('daily'). */
    lossReturnPeriod: text('loss_return_period').$type<'weekly' | 'daily'>().notNull().default('weekly'),
    /** The support chat widget: off until an operator turns it on and picks the fields it is sent. */
    chatWidget: jsonb('chat_widget').$type<ChatWidgetSettings>().notNull().default(sql`'{"isEnabled":false,"scriptUrl":"","fields":[]}'::jsonb`),
    /** Affiliate commission: a share (hundredths of a percent) of each downline's net loss or deposits per period. */
    affiliateBasis: text('affiliate_basis').$type<CommissionBasis>().notNull().default('net_loss'),
    affiliatePercentBps: integer('affiliate_percent_bps').notNull().default(0),
    affiliatePeriod: text('affiliate_period').$type<'weekly' | 'daily'>().notNull().default('daily'),
    /** Addresses (single IPs or IPv4/IPv6 CIDR ranges) operators must come from to act on this brand; empty: any. */
    operatorIpAllowlist: jsonb('operator_ip_allowlist').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** A withdrawal above this needs a second finance operator's approval; null turns four-eyes off. */
    fourEyesThresholdSatang: bigint('four_eyes_threshold_satang', { mode: 'number' }).default(5_000_000),
    /**
     * A weaker four-eyes rule (off, or a higher threshold) one admin asked for, waiting for a
     * second admin to ask for the same; null: none waits.
     */
    fourEyesProposal: jsonb('four_eyes_proposal').$type<FourEyesProposal | null>(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('brands_website_status_check', sql`${table.websiteStatus} in ('NORMAL', 'MA')`),
    check('brands_loss_return_mode_check', sql`${table.lossReturnMode} in ('credit', 'claim')`),
    check('brands_loss_return_period_check', sql`${table.lossReturnPeriod} in ('weekly', 'daily')`),
    check('brands_affiliate_basis_check', sql`${table.affiliateBasis} in ('net_loss', 'deposit')`),
    check('brands_affiliate_percent_check', sql`${table.affiliatePercentBps} between 0 and 10000`),
    check('brands_affiliate_period_check', sql`${table.affiliatePeriod} in ('weekly', 'daily')`),
    // At most one brand answers hosts that no brand claims.
    uniqueIndex('brands_single_default').on(table.isDefault).where(sql`${table.isDefault}`),
  ],
);

/** Host names (lower case, no port) that select a brand. */
export const brandHostnames = pgTable('brand_hostnames', {
  hostname: text('hostname').primaryKey(),
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brands.id),
});

/** The brand's image entries, keyed as in the member site (home.normal.logo and the rest). */
export const brandConfigurations = pgTable(
  'brand_configurations',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    key: text('key').notNull(),
    path: text('path').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.key] })],
);

/** Deployment-wide settings shared by every brand, such as which client variant is minimal. */
export const globalSettings = pgTable('global_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
