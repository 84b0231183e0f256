import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { deposits } from './deposits';
import { members } from './members';
import { operators } from './operators';

/** node-postgres reads bytea as a Buffer, PGlite as a plain Uint8Array: both become a Buffer here. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** A slip the verifier could not decide on, waiting for an operator, with the photo itself. */
export const slipRequests = pgTable(
  'slip_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    sendingBank: text('sending_bank'),
    transRef: text('trans_ref'),
    note: text('note'),
    /**
     * What the member typed: the amount and the time of the transfer as they remember them. The QR
     * carries neither, and a slip whose QR cannot be read carries nothing else, so the operator
     * looks for this in the bank's statement. Null on requests sent before it was asked.
     */
    claimedAmountSatang: bigint('claimed_amount_satang', { mode: 'number' }),
    claimedTransferredAt: timestamp('claimed_transferred_at', { withTimezone: true }),
    image: bytea('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The operator's reason, written when a request is rejected. */
    decisionNote: text('decision_note'),
    /** The deposit an approval made; the deposit itself says how much and which transfer. */
    depositId: uuid('deposit_id').references(() => deposits.id),
  },
  (table) => [
    check('slip_requests_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('slip_requests_claimed_amount_check', sql`${table.claimedAmountSatang} is null or ${table.claimedAmountSatang} > 0`),
    // An approved request always names its deposit, and only an approved one does.
    check('slip_requests_deposit_check', sql`(${table.status} = 'approved') = (${table.depositId} is not null)`),
    index('slip_requests_member_idx').on(table.memberId, table.createdAt),
    // The operator queue (and the Today count) reads one brand's requests of one status.
    index('slip_requests_queue_idx').on(table.brandId, table.status, table.createdAt),
  ],
);
