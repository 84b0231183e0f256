import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';

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
