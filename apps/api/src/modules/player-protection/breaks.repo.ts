import { desc, eq, sql } from 'drizzle-orm';
import type { BreakKind, BreakPeriod } from '@app/contract/player-protection';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';
import { operators } from '../../db/schema/operators';
import { memberBreaks } from '../../db/schema/player-protection';

export type NewBreak = typeof memberBreaks.$inferInsert;

export async function insertBreak(db: Database, row: NewBreak): Promise<typeof memberBreaks.$inferSelect> {
  const [inserted] = await db.insert(memberBreaks).values(row).returning();
  if (!inserted) throw new Error('the break was not written');
  return inserted;
}

/**
 * The other members, of any brand of the deployment, who share the member's phone number or
 * bank account: a self-exclusion covers them too (LCCP SR code 3.5.3 asks that a self-excluded
 * customer cannot simply open another account). Two lookups by index (members_phone_idx,
 * member_banks_account_idx), since a bet asks this on every call.
 */
const linkedMembersSql = (memberId: string) => sql`
  select other.id
  from members me
  join members other on other.phone = me.phone and other.id <> me.id
  where me.id = ${memberId} and me.phone <> ''
  union
  select other_bank.member_id
  from member_banks my_bank
  join member_banks other_bank
    on other_bank.bank_code = my_bank.bank_code and other_bank.account_number = my_bank.account_number and other_bank.member_id <> my_bank.member_id
  where my_bank.member_id = ${memberId}`;

export async function findLinkedMemberIds(db: Database, memberId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, linkedMembersSql(memberId));
  return rows.map((row) => row.id);
}

export interface ActiveBreakRow {
  kind: BreakKind;
  period: BreakPeriod;
  startsAt: Date;
  endsAt: Date | null;
  isFromLinkedAccount: boolean;
  operatorUsername: string | null;
  reason: string | null;
}

/**
 * The break in force for a member at `now`, the one that ends last (a permanent one first): their
 * own time-outs and self-exclusions, and the self-exclusions of their linked members. Undefined
 * when they may play.
 */
export async function findActiveBreak(db: Database, memberId: string, now: Date): Promise<ActiveBreakRow | undefined> {
  const [row] = await queryRows<{
    kind: BreakKind;
    period: BreakPeriod;
    starts_at: Date | string;
    ends_at: Date | string | null;
    is_linked: boolean;
    operator_username: string | null;
    reason: string | null;
  }>(
    db,
    sql`
      select b.kind, b.period, b.starts_at, b.ends_at, b.member_id <> ${memberId} as is_linked,
        case when b.member_id = ${memberId} then o.username end as operator_username,
        case when b.member_id = ${memberId} then b.reason end as reason
      from member_breaks b
      left join operators o on o.id = b.operator_id
      where (b.member_id = ${memberId} or (b.kind = 'self_exclusion' and b.member_id in (${linkedMembersSql(memberId)})))
        and b.starts_at <= ${now.toISOString()}
        and (b.ends_at is null or b.ends_at > ${now.toISOString()})
      order by b.ends_at desc nulls first
      limit 1`,
  );
  if (!row) return undefined;
  return {
    kind: row.kind,
    period: row.period,
    startsAt: new Date(row.starts_at),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    isFromLinkedAccount: row.is_linked,
    operatorUsername: row.operator_username,
    reason: row.reason,
  };
}

/** Every break of the member's own, newest first, with the username of the operator who set it. */
export function listBreaksOfMember(db: Database, memberId: string) {
  return db
    .select({
      kind: memberBreaks.kind,
      period: memberBreaks.period,
      startsAt: memberBreaks.startsAt,
      endsAt: memberBreaks.endsAt,
      operatorUsername: operators.username,
      reason: memberBreaks.reason,
    })
    .from(memberBreaks)
    .leftJoin(operators, eq(operators.id, memberBreaks.operatorId))
    .where(eq(memberBreaks.memberId, memberId))
    .orderBy(desc(memberBreaks.startsAt))
    .limit(100);
}

/**
 * The self-exclusion in force, at `now`, of any member of the deployment with this phone number or
 * bank account: checked before a registration creates a new account for a self-excluded person.
 */
export async function findSelfExclusionOfIdentity(
  db: Database,
  identity: { phone: string; bankCode: string; accountNumber: string },
  now: Date,
): Promise<Pick<ActiveBreakRow, 'kind' | 'endsAt'> | undefined> {
  const [row] = await queryRows<{ ends_at: Date | string | null }>(
    db,
    sql`
      select b.ends_at
      from member_breaks b
      where b.kind = 'self_exclusion'
        and b.member_id in (
          select id from members where phone = ${identity.phone}
          union
          select member_id from member_banks where bank_code = ${identity.bankCode} and account_number = ${identity.accountNumber})
        and b.starts_at <= ${now.toISOString()}
        and (b.ends_at is null or b.ends_at > ${now.toISOString()})
      order by b.ends_at desc nulls first
      limit 1`,
  );
  return row ? { kind: 'self_exclusion', endsAt: row.ends_at === null ? null : new Date(row.ends_at) } : undefined;
}
