import type { CommissionBasis } from '@app/contract/affiliate';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { ensureAccount, postTransferInTransaction } from '../ledger/ledger.service';
import { lastCompletePeriod, type LossReturnPeriodKind } from '../loss-return/periods';
import { findUncoveredPart, recordPeriodRun } from '../period-runs/period-runs.service';
import { downlineActivity, insertCommissionLineIfNew, setCommissionTransfer } from './affiliate.repo';

export interface CommissionBrand {
  id: string;
  affiliateBasis: CommissionBasis;
  affiliatePercentBps: number;
  affiliatePeriod: LossReturnPeriodKind;
}

/** The commission on one downline member's activity: rounded down to the satang, never negative. */
export function commissionOn(baseSatang: number, percentBps: number): number {
  if (baseSatang <= 0 || percentBps <= 0) return 0;
  return Math.floor((baseSatang * percentBps) / 10_000);
}

/**
 * Affiliate commission for the brand's last complete period (docs/affiliate.md): for every
 * invited member, the rule's share of their net loss or deposits goes to their upline's
 * affiliate account. Each (affiliate, downline, period) line is recorded once and paid in the
 * same transaction; running the job again pays nothing twice. Days an earlier run judged, under
 * a daily or a weekly rule, are left out of the period (modules/period-runs).
 */
export async function computeAffiliateCommissions(db: Database, brand: CommissionBrand, now: Date) {
  const lastPeriod = lastCompletePeriod(now, brand.affiliatePeriod);
  const period = await findUncoveredPart(db, brand.id, 'affiliate_commission', lastPeriod);
  if (!period) return { period: lastPeriod, paid: 0 };
  if (brand.affiliatePercentBps <= 0) {
    await recordPeriodRun(db, brand.id, 'affiliate_commission', period, now);
    return { period, paid: 0 };
  }
  const activity = await downlineActivity(db, brand.id, brand.affiliateBasis, period.start, period.end);
  let paid = 0;
  for (const line of activity) {
    const commissionSatang = commissionOn(line.baseSatang, brand.affiliatePercentBps);
    if (commissionSatang <= 0) continue;
    const isNew = await runInTransaction(db, async (tx) => {
      const row = await insertCommissionLineIfNew(tx, {
        brandId: brand.id,
        affiliateId: line.affiliateId,
        downlineId: line.downlineId,
        periodStart: period.startDay,
        periodEnd: period.endDay,
        basis: brand.affiliateBasis,
        percentBps: brand.affiliatePercentBps,
        baseSatang: line.baseSatang,
        commissionSatang,
        createdAt: now,
      });
      if (!row) return false;
      const [fromAccountId, toAccountId] = await Promise.all([
        ensureAccount(tx, { brandId: brand.id, memberId: null, kind: 'house_affiliate' }),
        ensureAccount(tx, { brandId: brand.id, memberId: line.affiliateId, kind: 'affiliate' }),
      ]);
      const moved = await postTransferInTransaction(tx, {
        brandId: brand.id,
        fromAccountId,
        toAccountId,
        amountSatang: commissionSatang,
        kind: 'affiliate_commission',
        idempotencyKey: `affiliate-commission:${row.id}`,
        memo: { downlineId: line.downlineId, periodStart: period.startDay, periodEnd: period.endDay },
        at: now,
      });
      await setCommissionTransfer(tx, row.id, moved.transferId);
      return true;
    });
    if (isNew) paid += 1;
  }
  await recordPeriodRun(db, brand.id, 'affiliate_commission', period, now);
  return { period, paid };
}
