import { bigint, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { CommissionBasis } from '@app/contract/affiliate';
import { brands } from './brands';
import { members } from './members';

/**
 * One commission line per affiliate, downline member and period: the unique key makes the job
 * idempotent. The lines of one affiliate and period are paid by one ledger transfer, whose id
 * every line carries.
 */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => members.id),
    downlineId: uuid('downline_id')
      .notNull()
      .references(() => members.id),
    /** Bangkok dates, inclusive. */
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    /** The brand's rule when the period was computed. */
    basis: text('basis').$type<CommissionBasis>().notNull(),
    percentBps: integer('percent_bps').notNull(),
    baseSatang: bigint('base_satang', { mode: 'number' }).notNull(),
    commissionSatang: bigint('commission_satang', { mode: 'number' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('affiliate_commissions_line_unique').on(table.affiliateId, table.downlineId, table.periodStart),
    index('affiliate_commissions_affiliate_idx').on(table.affiliateId, table.periodStart),
  ],
);
