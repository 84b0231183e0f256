import { TIERS } from '@app/contract/tiers';
import type { Database } from '../../db/client';
import { runInTransaction, isUniqueViolation } from '../../db/transaction';
import { addBangkokDays, bangkokDay, bangkokMonthOf, startOfBangkokMonth } from '../../lib/bangkok-time';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import { lockMember } from '../members/members.repo';
import type { OperatorContext } from '../admin/operator-auth.service';
import { findUncoveredPart, recordPeriodRun } from '../period-runs/period-runs.service';
import type { LossReturnPeriod } from '../loss-return/periods';
import { levelAfterDeposit, levelAfterReview, type JudgedTier } from './tier-judgment';
import { insertTierChange, listBrandTiers, listReviewCandidates, sumDepositTotals, updateMemberLevel, type TierChangeRow } from './tiers.repo';

/**
 * The tier engine: a member's tier moves when a credited deposit earns a higher one, at the
 * review that judges each Bangkok month once it has ended, and when an operator sets it. Every
 * move is written to member_tier_changes with its reason, in the transaction that moves it.
 * The rules are in tier-judgment.ts and docs/decisions.md ("Tiers").
 */

/** The brand's table, or the specification's defaults for a brand created before tables existed. */
async function judgedTiers(db: Database, brandId: string): Promise<JudgedTier[]> {
  const rows = await listBrandTiers(db, brandId);
  return rows.length > 0 ? rows : [...TIERS];
}

/**
 * Judges the member's tier after a deposit credited in the caller's transaction, which must hold
 * the member's row lock (taken before the ledger's account locks, as withdrawals take it), so
 * two deposits of one member are judged one after the other and each sees the other's total.
 */
export async function judgeTierAfterDeposit(
  tx: Database,
  deposit: { brandId: string; memberId: string; depositId: string; memberLevel: number; creditedAt: Date },
): Promise<TierChangeRow | undefined> {
  const tiers = await judgedTiers(tx, deposit.brandId);
  const totals = await sumDepositTotals(tx, deposit.memberId, bangkokMonthOf(deposit.creditedAt));
  const level = levelAfterDeposit(tiers, deposit.memberLevel, totals);
  if (level === deposit.memberLevel) return undefined;
  await updateMemberLevel(tx, deposit.memberId, level);
  return insertTierChange(tx, {
    brandId: deposit.brandId,
    memberId: deposit.memberId,
    fromLevel: deposit.memberLevel,
    toLevel: level,
    reason: 'deposit',
    depositId: deposit.depositId,
    createdAt: deposit.creditedAt,
  });
}

/** The Bangkok month that ended last at `now`, as the period the review covers. */
export function lastEndedMonth(now: Date): LossReturnPeriod {
  const end = startOfBangkokMonth(now);
  const start = startOfBangkokMonth(new Date(end.getTime() - 1));
  return { startDay: bangkokDay(start), endDay: addBangkokDays(bangkokDay(end), -1), start, end };
}

/** Re-judges one member under their row lock; a member another run already reviewed for the month is left alone. */
async function reviewMember(db: Database, brandId: string, tiers: JudgedTier[], memberId: string, month: LossReturnPeriod, now: Date): Promise<boolean> {
  try {
    return await runInTransaction(db, async (tx) => {
      const member = await lockMember(tx, memberId);
      if (!member) return false;
      const ended = await sumDepositTotals(tx, memberId, month);
      const current = await sumDepositTotals(tx, memberId, bangkokMonthOf(now));
      const level = levelAfterReview(tiers, member.level, {
        cumulativeSatang: ended.cumulativeSatang,
        endedMonthSatang: ended.monthSatang,
        newMonthSatang: current.monthSatang,
      });
      if (level === member.level) return false;
      await updateMemberLevel(tx, memberId, level);
      await insertTierChange(tx, {
        brandId,
        memberId,
        fromLevel: member.level,
        toLevel: level,
        reason: 'monthly_review',
        reviewMonth: month.startDay,
        createdAt: now,
      });
      return true;
    });
  } catch (error) {
    // member_tier_changes_review_once: this member's month was reviewed by another run.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * The review of the month that ended, for one brand, once: diamond and vip are kept only by a
 * month's deposits, so this is where they are lost. Recorded in period_runs after every member
 * was judged; a run cut short is simply run again.
 */
export async function reviewBrandTiers(db: Database, brandId: string, now: Date) {
  const month = lastEndedMonth(now);
  if (!(await findUncoveredPart(db, brandId, 'tier_review', month))) return { brandId, period: month, reviewed: 0, changed: 0, isAlreadyDone: true };
  const tiers = await judgedTiers(db, brandId);
  const candidates = await listReviewCandidates(db, brandId, { endedStart: month.start, newStart: month.end });
  let changed = 0;
  for (const candidate of candidates) {
    const level = levelAfterReview(tiers, candidate.level, candidate);
    // Judged again under the lock: a deposit may have arrived since the list was read.
    if (level !== candidate.level && (await reviewMember(db, brandId, tiers, candidate.memberId, month, now))) changed += 1;
  }
  await recordPeriodRun(db, brandId, 'tier_review', month, now);
  return { brandId, period: month, reviewed: candidates.length, changed, isAlreadyDone: false };
}

export interface TierAction {
  operator: OperatorContext;
  brandId: string;
  memberId: string;
  ipAddress: string | null;
  now: Date;
}

/**
 * An operator sets a member's tier by hand, with a reason, audited. Only an enabled tier of the
 * brand may be set. The tier is then judged like any other: a deposit may raise it, and the next
 * monthly review judges a monthly tier on the month's deposits.
 */
export async function setTierByOperator(db: Database, action: TierAction, change: { level: number; reason: string }) {
  return runInTransaction(db, async (tx) => {
    const member = await lockMember(tx, action.memberId);
    if (!member || member.brandId !== action.brandId) throw new AppError('MEMBER_NOT_FOUND');
    const tier = (await judgedTiers(tx, action.brandId)).find((candidate) => candidate.level === change.level);
    if (!tier || tier.isDisabled) throw new AppError('TIER_NOT_AVAILABLE');
    if (member.level === change.level) return { level: member.level, change: undefined };
    await updateMemberLevel(tx, member.id, change.level);
    const row = await insertTierChange(tx, {
      brandId: action.brandId,
      memberId: member.id,
      fromLevel: member.level,
      toLevel: change.level,
      reason: 'operator',
      note: change.reason,
      operatorId: action.operator.operatorId,
      createdAt: action.now,
    });
    await appendAudit(tx, {
      operatorId: action.operator.operatorId,
      brandId: action.brandId,
      action: 'member.level.set',
      targetType: 'member',
      targetId: member.id,
      before: { level: member.level },
      after: { level: change.level, reason: change.reason },
      ipAddress: action.ipAddress,
    });
    return { level: change.level, change: row };
  });
}
