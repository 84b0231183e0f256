import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BreakKind, BreakPeriod, LimitChange, LimitKind, LimitPeriod } from '@app/contract/player-protection';
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

/**
 * Every change of a member's deposit, loss and wagering limits (docs/player-protection.md),
 * only ever added. The limit in force for a kind and period is the amount of its newest
 * `lowered` or `raise_confirmed` row (null: no limit). A raise or a removal is first a
 * `raise_requested` row, which changes nothing; the member confirms it no earlier than 24 hours
 * later with a `raise_confirmed` row that names it. A newer row of the kind and period replaces a
 * request not yet confirmed.
 */
export const memberLimitChanges = pgTable(
  'member_limit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    change: text('change').$type<LimitChange>().notNull(),
    /** Null: no limit (a removal). */
    amountSatang: bigint('amount_satang', { mode: 'number' }),
    /** The request a confirmation confirms. */
    requestId: bigint('request_id', { mode: 'number' }).references((): AnyPgColumn => memberLimitChanges.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('member_limit_changes_member_idx').on(table.memberId, table.kind, table.period, table.id),
    check('member_limit_changes_kind_check', sql`${table.kind} in ('deposit', 'loss', 'wager')`),
    check('member_limit_changes_period_check', sql`${table.period} in ('day', 'week', 'month')`),
    check('member_limit_changes_change_check', sql`${table.change} in ('lowered', 'raise_requested', 'raise_confirmed')`),
    check('member_limit_changes_amount_check', sql`${table.amountSatang} is null or ${table.amountSatang} > 0`),
    check('member_limit_changes_request_check', sql`(${table.change} = 'raise_confirmed') = (${table.requestId} is not null)`),
  ],
);
