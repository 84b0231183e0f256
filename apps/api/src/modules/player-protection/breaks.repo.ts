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

/** The other members, of any brand of the deployment, who share the member's phone number or bank account (linked_member_ids). */
export async function findLinkedMemberIds(db: Database, memberId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`select linked_member_ids(${memberId}) as id`);
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
 * when they may play. Every game bet asks this: one call of member_break_in_force, whose plan
 * PostgreSQL keeps.
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
  }>(db, sql`select * from member_break_in_force(${memberId}, ${now.toISOString()})`);
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
