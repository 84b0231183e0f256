import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { deposits } from './deposits';
import { members } from './members';
import { operators } from './operators';

/**
 * A brand's membership tiers (1-6), copied from the defaults when the brand is created and
 * then the brand's own. Percentages are stored in basis points (8% = 800) to stay integers.
 */
export const brandTiers = pgTable(
  'brand_tiers',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    level: integer('level').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    isDisabled: boolean('is_disabled').notNull(),
    judgedMonthly: boolean('judged_monthly').notNull(),
    requirementSatang: bigint('requirement_satang', { mode: 'number' }).notNull(),
    withdrawCapSatang: bigint('withdraw_cap_satang', { mode: 'number' }).notNull(),
    withdrawCapPer: text('withdraw_cap_per').$type<'day' | 'transaction'>().notNull(),
    maxPerWithdrawalSatang: bigint('max_per_withdrawal_satang', { mode: 'number' }),
    lossReturnBasisPoints: integer('loss_return_basis_points').notNull(),
    nextLevelSatang: bigint('next_level_satang', { mode: 'number' }).notNull(),
    colour: text('colour').notNull(),
    imagePath: text('image_path').notNull(),
    details: jsonb('details').$type<string[]>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.level] }),
    check('brand_tiers_level_check', sql`${table.level} between 1 and 6`),
    check('brand_tiers_cap_per_check', sql`${table.withdrawCapPer} in ('day', 'transaction')`),
  ],
);

export type TierChangeReason = 'deposit' | 'monthly_review' | 'operator';

/**
 * Every change of a member's tier, with its reason: a credited deposit reached a tier, the review
 * at a Bangkok month's start judged the month before, or an operator set it (with their reason).
 * The member sees each one on the ranking page, and the newest unseen one as a notice.
 */
export const memberTierChanges = pgTable(
  'member_tier_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    reason: text('reason').$type<TierChangeReason>().notNull(),
    /** The operator's own words, for a change they made. */
    note: text('note'),
    operatorId: uuid('operator_id').references(() => operators.id),
    depositId: uuid('deposit_id').references(() => deposits.id),
    /** The Bangkok month a review judged (its first day). */
    reviewMonth: date('review_month'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the member closed the notice of this change. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (table) => [
    index('member_tier_changes_member_idx').on(table.memberId, table.createdAt),
    // A month is reviewed once per member, however many runs there are.
    uniqueIndex('member_tier_changes_review_once').on(table.memberId, table.reviewMonth).where(sql`${table.reason} = 'monthly_review'`),
    check(
      'member_tier_changes_levels_check',
      sql`${table.fromLevel} between 1 and 6 and ${table.toLevel} between 1 and 6 and ${table.fromLevel} <> ${table.toLevel}`,
    ),
    check('member_tier_changes_reason_check', sql`${table.reason} in ('deposit', 'monthly_review', 'operator')`),
    check(
      'member_tier_changes_reason_fields_check',
      sql`(${table.reason} = 'operator') = (${table.operatorId} is not null and ${table.note} is not null) and (${table.reason} = 'monthly_review') = (${table.reviewMonth} is not null)`,
    ),
  ],
);
