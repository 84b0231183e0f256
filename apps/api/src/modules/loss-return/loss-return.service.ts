import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { ensureAccount, postTransferInTransaction } from '../ledger/ledger.service';
import { listBrandTiers } from '../tiers/tiers.repo';
import { findLossReturn, insertLossReturnIfNew, markClaimed, netLossByMember, type LossReturnRow } from './loss-return.repo';
import { findUncoveredPart, recordPeriodRun } from '../period-runs/period-runs.service';
import { lastCompletePeriod, type LossReturnPeriodKind } from './periods';

export interface LossReturnBrand {
  id: string;
  lossReturnMode: 'credit' | 'claim';
  lossReturnPeriod: LossReturnPeriodKind;
}

/** Pays a loss-return from the brand's loss-return account to the member's credit, once (keyed by its id). */
async function payLossReturn(tx: Database, row: LossReturnRow, now: Date): Promise<number> {
  const [fromAccountId, toAccountId] = await Promise.all([
    ensureAccount(tx, { brandId: row.brandId, memberId: null, kind: 'house_loss_return' }),
    ensureAccount(tx, { brandId: row.brandId, memberId: row.memberId, kind: 'credit' }),
  ]);
  const moved = await postTransferInTransaction(tx, {
    brandId: row.brandId,
    fromAccountId,
    toAccountId,
    amountSatang: row.amountSatang,
    kind: 'loss_return',
    idempotencyKey: `loss-return:${row.id}`,
    memo: { periodStart: row.periodStart, periodEnd: row.periodEnd },
    at: now,
  });
  return moved.toBalanceAfterSatang;
}

/**
 * The loss-return of the last complete period for every member of the brand who lost: the net
 * loss times their tier's rate, rounded down to the satang. Recorded once per member and period,
 * and paid in the same transaction when the brand credits it; running it again changes nothing.
 * Days an earlier run judged, daily or weekly, are left out of the period (modules/period-runs).
 */
export async function computeLossReturns(db: Database, brand: LossReturnBrand, now: Date) {
  const lastPeriod = lastCompletePeriod(now, brand.lossReturnPeriod);
  const period = await findUncoveredPart(db, brand.id, 'loss_return', lastPeriod);
  if (!period) return { period: lastPeriod, created: 0 };
  const [losses, tiers] = await Promise.all([netLossByMember(db, brand.id, period.start, period.end), listBrandTiers(db, brand.id)]);
  const rateOf = new Map(tiers.map((tier) => [tier.level, tier.lossReturnBasisPoints]));
  let created = 0;
  for (const loss of losses) {
    const basisPoints = rateOf.get(loss.level) ?? 0;
    const amountSatang = Math.floor((loss.lossSatang * basisPoints) / 10_000);
    if (amountSatang <= 0) continue;
    const isCredited = brand.lossReturnMode === 'credit';
    const wasCreated = await runInTransaction(db, async (tx) => {
      const row = await insertLossReturnIfNew(tx, {
        brandId: brand.id,
        memberId: loss.memberId,
        periodStart: period.startDay,
        periodEnd: period.endDay,
        lossSatang: loss.lossSatang,
        basisPoints,
        amountSatang,
        status: isCredited ? 'paid' : 'offered',
        paidAt: isCredited ? now : null,
        createdAt: now,
      });
      if (!row) return false;
      if (isCredited) await payLossReturn(tx, row, now);
      return true;
    });
    if (wasCreated) created += 1;
  }
  await recordPeriodRun(db, brand.id, 'loss_return', period, now);
  return { period, created };
}

/** The member takes an offered loss-return: marked paid and credited in one transaction. */
export async function claimLossReturn(db: Database, member: { memberId: string }, id: string, now: Date) {
  return runInTransaction(db, async (tx) => {
    const row = await markClaimed(tx, id, member.memberId, now);
    if (!row) {
      // Another member's id, or none at all, gets the same 403: nothing about it is told.
      const existing = await findLossReturn(tx, id);
      throw new AppError(existing?.memberId === member.memberId ? 'LOSS_RETURN_NOT_OFFERED' : 'FORBIDDEN');
    }
    return { row, balanceSatang: await payLossReturn(tx, row, now) };
  });
}
