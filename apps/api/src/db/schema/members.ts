import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { brands } from './brands';

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    /** Stored lower case; the unique constraint is per brand. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    level: integer('level').notNull().default(1),
    status: text('status').notNull().default('active'),
    language: text('language').notNull().default('th'),
    /** The code in the member's share link (/aff/{code}); unique per brand. */
    affiliateCode: text('affiliate_code').notNull(),
    /** Who invited the member. Set once at registration and never changed, so no loop can form. */
    uplineId: uuid('upline_id').references((): AnyPgColumn => members.id),
    /** Attribution from /regis/{team}/{marketing}; reporting only. */
    teamCode: text('team_code'),
    marketingCode: text('marketing_code'),
    /** Asked at registration since the age gate (20+); null for members who joined before it. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** How often game pages remind the member how long they have played and their result: 30 or 60 minutes. */
    realityCheckMinutes: smallint('reality_check_minutes').notNull().default(60),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('members_brand_username_unique').on(table.brandId, table.username),
    // One account per phone number per brand.
    unique('members_brand_phone_unique').on(table.brandId, table.phone),
    // Across brands: a self-exclusion covers every member with the same phone (player-protection).
    index('members_phone_idx').on(table.phone),
    unique('members_brand_affiliate_code_unique').on(table.brandId, table.affiliateCode),
    check('members_reality_check_minutes_check', sql`${table.realityCheckMinutes} in (30, 60)`),
    check('members_upline_not_self_check', sql`${table.uplineId} <> ${table.id}`),
    index('members_upline_idx').on(table.uplineId),
    // New members per Bangkok day, for the operator's Today screen and daily reports.
    index('members_brand_created_idx').on(table.brandId, table.createdAt),
    check('members_status_check', sql`${table.status} in ('active', 'locked')`),
    check('members_level_check', sql`${table.level} between 1 and 6`),
    check('members_language_check', sql`${table.language} in ('th', 'en')`),
  ],
);

/** The one bank account a member deposits from and withdraws to. */
export const memberBanks = pgTable(
  'member_banks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .unique()
      .references(() => members.id),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    bankName: text('bank_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // An account number belongs to at most one member of a brand.
  (table) => [
    unique('member_banks_brand_account_unique').on(table.brandId, table.bankCode, table.accountNumber),
    // Across brands: a self-exclusion covers every member with the same bank account (player-protection).
    index('member_banks_account_idx').on(table.bankCode, table.accountNumber),
  ],
);

/** The member's one delivery address for physical rewards; replaced as a whole on every save. */
export const memberAddresses = pgTable('member_addresses', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  houseNumber: text('house_number').notNull(),
  moo: text('moo').notNull(),
  road: text('road').notNull(),
  subdistrict: text('subdistrict').notNull(),
  district: text('district').notNull(),
  province: text('province').notNull(),
  postcode: text('postcode').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
