import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { WithdrawalStatus } from '@app/contract/withdrawals';
import { brands } from './brands';
import { ledgerHolds } from './ledger';
import { members } from './members';
import { operators } from './operators';

/**
 * A member's request to be paid out. The money is held in the ledger from the moment the
 * request is accepted; approving posts the hold, rejecting voids it.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('pending'),
    /** Where the money goes: the member's registered account, copied at request time. */
    bankCode: text('bank_code').notNull(),
    bankAccountNumber: text('bank_account_number').notNull(),
    holdId: bigint('hold_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerHolds.id),
    /** The Asia/Bangkok calendar day of the request: daily counts and caps are judged on it. */
    bangkokDay: date('bangkok_day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => operators.id),
    /** Four-eyes: the first finance operator who approved a large withdrawal; a different one completes it. */
    firstApprovedBy: uuid('first_approved_by').references(() => operators.id),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    /**
     * Four-eyes as judged when the member asked: the member's withdrawals of that Bangkok day,
     * this one included, were above the brand's threshold then. A later, looser rule never lifts it.
     */
    needsSecondApproval: boolean('needs_second_approval').notNull().default(false),
    bankReference: text('bank_reference'),
    rejectReason: text('reject_reason'),
    /** Why the last payout attempt failed, shown to the member beside the retry button. */
    failureReason: text('failure_reason'),
    /** The member screen's key for this request: a retry with it returns this withdrawal. */
    idempotencyKey: text('idempotency_key').notNull(),
  },
  (table) => [
    check('withdrawals_status_check', sql`${table.status} in ('pending', 'processing', 'completed', 'rejected', 'failed')`),
    check('withdrawals_positive', sql`${table.amountSatang} > 0`),
    index('withdrawals_member_day_idx').on(table.memberId, table.bangkokDay),
    unique('withdrawals_member_key_unique').on(table.memberId, table.idempotencyKey),
    index('withdrawals_brand_status_idx').on(table.brandId, table.status, table.createdAt),
  ],
);
