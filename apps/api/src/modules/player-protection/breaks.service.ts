import type { BreakKind, BreakPeriod, MemberProtection, ProtectionBreak } from '@app/contract/player-protection';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import { revokeAllMemberSessions } from '../auth/member-sessions.repo';
import { lockMember } from '../members/members.repo';
import { breakEndsAt } from './break-periods';
import { findActiveBreak, findLinkedMemberIds, insertBreak, listBreaksOfMember, type ActiveBreakRow } from './breaks.repo';
import { breakRefusal } from './break-refusal';
import { getLimits, listLimitHistory } from './limits.service';

export interface BreakRequest {
  brandId: string;
  memberId: string;
  kind: BreakKind;
  period: BreakPeriod;
  now: Date;
  /** Set when an admin adds the break in the console; the member's own request has none. */
  operator?: { operatorId: string; reason: string; ipAddress: string };
  /** The member's own request's address, for the audit entry. */
  ipAddress: string;
}

/** Whether a break ending at `end` lasts beyond one ending at `current` (null: for good). */
function endsLater(end: Date | null, current: Date | null): boolean {
  if (current === null) return false;
  return end === null || end > current;
}

/**
 * Starts a break at once (docs/player-protection.md). In one transaction, ordered per member by
 * the member's row lock: the break is written, every session of the member ends (and, for a
 * self-exclusion, every session of each linked member on any brand), and the audit log records
 * it. A break that would end no later than one already in force is refused: nothing shortens or
 * repeats a break. Withdrawals already asked for go on (the hold is the member's money).
 */
export async function takeBreak(db: Database, request: BreakRequest): Promise<ProtectionBreak> {
  return runInTransaction(db, async (tx) => {
    const member = await lockMember(tx, request.memberId);
    if (!member || member.brandId !== request.brandId) throw new AppError('MEMBER_NOT_FOUND');
    const endsAt = breakEndsAt(request.period, request.now);
    const current = await findActiveBreak(tx, member.id, request.now);
    if (current && !endsLater(endsAt, current.endsAt)) throw new AppError('BREAK_NOT_LONGER');

    const written = await insertBreak(tx, {
      brandId: member.brandId,
      memberId: member.id,
      kind: request.kind,
      period: request.period,
      startsAt: request.now,
      endsAt,
      operatorId: request.operator?.operatorId ?? null,
      reason: request.operator?.reason ?? null,
    });
    let sessionsEnded = await revokeAllMemberSessions(tx, member.id, request.now);
    if (request.kind === 'self_exclusion') {
      for (const linkedId of await findLinkedMemberIds(tx, member.id)) sessionsEnded += await revokeAllMemberSessions(tx, linkedId, request.now);
    }
    await appendAudit(tx, {
      operatorId: request.operator?.operatorId ?? null,
      brandId: member.brandId,
      action: 'member.protection.break',
      targetType: 'member',
      targetId: member.id,
      before: current ? { kind: current.kind, endsAt: current.endsAt?.toISOString() ?? null } : null,
      after: {
        kind: written.kind,
        period: written.period,
        endsAt: written.endsAt?.toISOString() ?? null,
        setBy: request.operator ? 'operator' : 'member',
        reason: written.reason,
        sessionsEnded,
      },
      ipAddress: request.operator?.ipAddress ?? request.ipAddress,
    });
    return describeBreak(written, written.operatorId !== null);
  });
}

/** A break as the member and the console see it: set by an operator when it has one. */
function describeBreak(row: { kind: BreakKind; period: BreakPeriod; startsAt: Date; endsAt: Date | null }, isOperators: boolean): ProtectionBreak {
  return {
    kind: row.kind,
    period: row.period,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    setBy: isOperators ? 'operator' : 'member',
  };
}

/** Refuses a member on a break, with its end, before a session is opened (login, registration). */
export async function assertNotOnBreak(db: Database, memberId: string, now: Date): Promise<void> {
  const active = await findActiveBreak(db, memberId, now);
  if (active) throw breakRefusal(active);
}

/** Whether the member may play at `now`: no break of their own, and no self-exclusion of a linked member. */
export async function isOnBreak(db: Database, memberId: string, now: Date): Promise<boolean> {
  return (await findActiveBreak(db, memberId, now)) !== undefined;
}

/** A break in the console's history, with who set it and why. */
function describeEntry(row: Omit<ActiveBreakRow, 'isFromLinkedAccount'> & { isFromLinkedAccount?: boolean }): MemberProtection['history'][number] {
  return {
    ...describeBreak(row, row.operatorUsername !== null),
    operatorUsername: row.operatorUsername,
    reason: row.reason,
    isFromLinkedAccount: row.isFromLinkedAccount ?? false,
  };
}

/** The console's view of a member's protection: the break in force, every break of their own, and their limits with every change. */
export async function getMemberProtection(db: Database, member: { memberId: string }, now: Date): Promise<MemberProtection> {
  const [active, history, limits, limitHistory] = await Promise.all([
    findActiveBreak(db, member.memberId, now),
    listBreaksOfMember(db, member.memberId),
    getLimits(db, member.memberId, now),
    listLimitHistory(db, member.memberId),
  ]);
  return { activeBreak: active ? describeEntry(active) : null, history: history.map((row) => describeEntry(row)), limits, limitHistory };
}
