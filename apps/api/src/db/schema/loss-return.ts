import { bigint, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { members } from './members';

/**
 * One loss-return per member per period: the unique key is what makes the job idempotent. It is
 * paid through the ledger at once (mode credit) or when the member claims it (mode claim).
 */
export const lossReturns = pgTable(
  'loss_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** Bangkok dates, inclusive. */
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    lossSatang: bigint('loss_satang', { mode: 'number' }).notNull(),
    /** The member's tier rate when the period was computed, in basis points (500 = 5 %). */
    basisPoints: integer('basis_points').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    status: text('status').$type<'offered' | 'paid'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    unique('loss_returns_member_period_unique').on(table.memberId, table.periodStart),
    index('loss_returns_brand_idx').on(table.brandId, table.periodStart),
  ],
);
