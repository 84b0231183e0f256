import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BreakKind, BreakPeriod } from '@app/contract/player-protection';
import { brands } from './brands';
import { members } from './members';
import { operators } from './operators';

/**
 * A break from play: a time-out or a self-exclusion (docs/player-protection.md). Rows are only
 * ever added, never changed or removed, so no break can be shortened: a member is on a break
 * while any of their rows has not ended (`ends_at` null: for good).
 */
export const memberBreaks = pgTable(
  'member_breaks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<BreakKind>().notNull(),
    period: text('period').$type<BreakPeriod>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Null when the member set it; the operator who added it otherwise, with a reason. */
    operatorId: uuid('operator_id').references(() => operators.id),
    reason: text('reason'),
  },
  (table) => [
    index('member_breaks_member_idx').on(table.memberId, table.startsAt),
    check('member_breaks_kind_check', sql`${table.kind} in ('time_out', 'self_exclusion')`),
    check('member_breaks_period_check', sql`${table.period} in ('24h', '7d', '30d', '6m', '1y', '5y', 'permanent')`),
    check('member_breaks_end_check', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
    check('member_breaks_operator_reason_check', sql`(${table.operatorId} is null) = (${table.reason} is null)`),
  ],
);
