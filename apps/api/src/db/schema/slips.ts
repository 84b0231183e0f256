import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { members } from './members';
import { operators } from './operators';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

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
    image: bytea('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check('slip_requests_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    index('slip_requests_member_idx').on(table.memberId, table.createdAt),
  ],
);
