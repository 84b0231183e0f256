import type { LimitKind, LimitPeriod, MemberLimit } from '@app/contract/player-protection';
import { limitKindSchema, limitPeriodSchema } from '@app/contract/player-protection';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { holdMemberCreditAccount } from '../ledger/ledger.service';
import { lockMember } from '../members/members.repo';
import { limitRefusal, operatorDepositRefusal } from './limit-refusal';
import { changeFor, limitStateOf, type LimitState } from './limit-state';
import { findDepositLimitPassed, insertLimitChange, listLimitChanges, readLimitUsage, type LimitChangeRow } from './limits.repo';

/**
 * A member's deposit, loss and wagering limits (docs/player-protection.md). A lowering applies at
 * once; a raise or a removal is only asked for, and the member confirms it 24 hours later at the
 * earliest. The ledger enforces them on every bet and deposit (member_limit_refusal).
 */

interface MemberRef {
  brandId: string;
  memberId: string;
}

function stateOf(changes: readonly LimitChangeRow[], kind: LimitKind, period: LimitPeriod): LimitState {
  return limitStateOf(changes.filter((change) => change.kind === kind && change.period === period));
}

/** Every kind in every period, with what is used of it now. */
export async function getLimits(db: Database, memberId: string, now: Date): Promise<MemberLimit[]> {
  const [changes, usage] = await Promise.all([listLimitChanges(db, memberId), readLimitUsage(db, memberId, now)]);
  return limitKindSchema.options.flatMap((kind) =>
    limitPeriodSchema.options.map((period) => {
      const state = stateOf(changes, kind, period);
      const pending = state.pendingRaise;
      const used = usage.find((each) => each.kind === kind && each.period === period);
      if (!used) throw new Error(`no usage of the ${kind} ${period} limit`);
      return {
        kind,
        period,
        limitSatang: state.limitSatang,
        usedSatang: used.usedSatang,
        resetsAt: used.resetsAt.toISOString(),
        pendingRaise: pending
          ? { amountSatang: pending.amountSatang, requestedAt: pending.requestedAt.toISOString(), confirmableAt: pending.confirmableAt.toISOString() }
          : null,
      };
    }),
  );
}

async function limitOf(db: Database, memberId: string, kind: LimitKind, period: LimitPeriod, now: Date): Promise<MemberLimit> {
  const limit = (await getLimits(db, memberId, now)).find((each) => each.kind === kind && each.period === period);
  if (!limit) throw new Error(`no ${kind} ${period} limit`);
  return limit;
}

/**
 * Locks what orders a limit change against the member's money: the member's row (deposits lock it
 * first) and their credit account (every bet and deposit locks it), in that order, as deposits do.
 */
async function lockForLimitChange(tx: Database, member: MemberRef): Promise<void> {
  const row = await lockMember(tx, member.memberId);
  if (!row || row.brandId !== member.brandId) throw new AppError('MEMBER_NOT_FOUND');
  await holdMemberCreditAccount(tx, member);
}

/**
 * Sets one limit to `amountSatang` (null: none). Tighter than the limit in force: applied at once,
 * replacing any raise asked for. Looser (or a removal): asked for, to be confirmed after 24 hours;
 * asking again for the same amount changes nothing, asking for another starts the wait again.
 * The limit in force again: a raise waiting is withdrawn; with none waiting, LIMIT_UNCHANGED.
 */
export async function setLimit(
  db: Database,
  request: MemberRef & { kind: LimitKind; period: LimitPeriod; amountSatang: number | null; now: Date },
): Promise<{ outcome: 'applied' | 'requested'; limit: MemberLimit }> {
  const outcome = await runInTransaction(db, async (tx) => {
    await lockForLimitChange(tx, request);
    const state = stateOf(await listLimitChanges(tx, request.memberId), request.kind, request.period);
    const change = changeFor(state.limitSatang, request.amountSatang);
    if (change === 'same' && !state.pendingRaise) throw new AppError('LIMIT_UNCHANGED');
    if (change === 'raise_requested' && state.pendingRaise?.amountSatang === request.amountSatang) return 'requested';
    await insertLimitChange(tx, {
      brandId: request.brandId,
      memberId: request.memberId,
      kind: request.kind,
      period: request.period,
      change: change === 'raise_requested' ? 'raise_requested' : 'lowered',
      amountSatang: request.amountSatang,
      requestId: null,
      createdAt: request.now,
    });
    return change === 'raise_requested' ? 'requested' : 'applied';
  });
  return { outcome, limit: await limitOf(db, request.memberId, request.kind, request.period, request.now) };
}

/** The member confirms the raise or removal they asked for, no earlier than 24 hours after asking. */
export async function confirmLimitRaise(db: Database, request: MemberRef & { kind: LimitKind; period: LimitPeriod; now: Date }): Promise<MemberLimit> {
  await runInTransaction(db, async (tx) => {
    await lockForLimitChange(tx, request);
    const pending = stateOf(await listLimitChanges(tx, request.memberId), request.kind, request.period).pendingRaise;
    if (!pending) throw new AppError('LIMIT_RAISE_NOT_PENDING');
    if (request.now < pending.confirmableAt) throw new AppError('LIMIT_RAISE_TOO_EARLY', { until: pending.confirmableAt });
    await insertLimitChange(tx, {
      brandId: request.brandId,
      memberId: request.memberId,
      kind: request.kind,
      period: request.period,
      change: 'raise_confirmed',
      amountSatang: pending.amountSatang,
      requestId: pending.requestId,
      createdAt: request.now,
    });
  });
  return limitOf(db, request.memberId, request.kind, request.period, request.now);
}

/** Every change of the member's limits, newest first, for the console. */
export async function listLimitHistory(db: Database, memberId: string) {
  const changes = await listLimitChanges(db, memberId);
  return changes.reverse().map((row) => ({
    kind: row.kind,
    period: row.period,
    change: row.change,
    amountSatang: row.amountSatang,
    at: row.createdAt.toISOString(),
  }));
}

/**
 * The refusal of a deposit that would pass the member's deposit limit (undefined when it would
 * not), asked before anything is written so the caller can hold the money for an operator instead.
 * Worded for whoever is crediting it: the member (a slip) or an operator. Ask it with the member's
 * row locked.
 */
export async function depositLimitRefusal(
  db: Database,
  deposit: { memberId: string; amountSatang: number; at: Date; refusalTo: 'member' | 'operator' },
): Promise<AppError | undefined> {
  const passed = await findDepositLimitPassed(db, deposit.memberId, deposit.amountSatang, deposit.at);
  if (!passed) return undefined;
  return deposit.refusalTo === 'member' ? limitRefusal(passed) : operatorDepositRefusal(passed);
}
