import { eq, sql } from 'drizzle-orm';
import type { RealityCheckMinutes } from '@app/contract/reality-check';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';
import { members } from '../../db/schema/members';

/** The column's CHECK allows only these, so a value read back is one of them. */
function asRealityCheckMinutes(value: number): RealityCheckMinutes {
  if (value === 30 || value === 60) return value;
  throw new Error(`members.reality_check_minutes holds ${String(value)}`);
}

export async function findRealityCheckMinutes(db: Database, memberId: string): Promise<RealityCheckMinutes | undefined> {
  const [row] = await db.select({ minutes: members.realityCheckMinutes }).from(members).where(eq(members.id, memberId));
  return row ? asRealityCheckMinutes(row.minutes) : undefined;
}

/** Returns whether the member was found. */
export async function updateRealityCheckMinutes(db: Database, memberId: string, minutes: RealityCheckMinutes): Promise<boolean> {
  const updated = await db.update(members).set({ realityCheckMinutes: minutes }).where(eq(members.id, memberId)).returning({ id: members.id });
  return updated.length > 0;
}

export interface SessionPlayRow {
  startedAt: Date;
  intervalMinutes: RealityCheckMinutes;
  betSatang: number;
  winSatang: number;
}

/**
 * One login session with the member's interval and the play money of the session: every bet not
 * rolled back and every win the game wallet took from the login to `now`, found through
 * provider_transactions_member_idx (member, created_at). A rollback row moves no money of its own;
 * the bet it cancels is marked. Undefined when the session is not this member's.
 */
export async function findSessionPlay(db: Database, session: { sessionId: string; memberId: string; now: Date }): Promise<SessionPlayRow | undefined> {
  const [row] = await queryRows<{ started_at: Date | string; minutes: number; bet_satang: string | number; win_satang: string | number }>(
    db,
    sql`
      select s.created_at as started_at, m.reality_check_minutes as minutes,
        coalesce(sum(t.amount_satang) filter (where t.kind = 'bet' and not t.is_rolled_back), 0)::bigint as bet_satang,
        coalesce(sum(t.amount_satang) filter (where t.kind = 'win'), 0)::bigint as win_satang
      from member_sessions s
      join members m on m.id = s.member_id
      left join provider_transactions t
        on t.member_id = s.member_id
        and t.brand_id = s.brand_id
        and t.created_at >= s.created_at
        and t.created_at <= ${session.now.toISOString()}::timestamptz
        and t.kind in ('bet', 'win')
      where s.id = ${session.sessionId} and s.member_id = ${session.memberId}
      group by s.created_at, m.reality_check_minutes`,
  );
  if (!row) return undefined;
  return {
    startedAt: new Date(row.started_at),
    intervalMinutes: asRealityCheckMinutes(Number(row.minutes)),
    betSatang: toSafeSatang(row.bet_satang),
    winSatang: toSafeSatang(row.win_satang),
  };
}

/** A bigint sum as a number; a sum beyond 2^53 satang (about 90 trillion baht) is no real session. */
function toSafeSatang(value: string | number): number {
  const satang = Number(value);
  if (!Number.isSafeInteger(satang)) throw new Error(`a session's play sum ${String(value)} is not a safe integer of satang`);
  return satang;
}
