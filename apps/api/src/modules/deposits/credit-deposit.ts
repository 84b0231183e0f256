import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findBrandById } from '../brands/brands.repo';
import { ensureAccount, postTransferInTransaction } from '../ledger/ledger.service';
import { depositBonusSatang } from '../promotions/deposit-bonus';
import { lockMember } from '../members/members.repo';
import { earnDepositPointsInTransaction } from '../rewards/deposit-points';
import { judgeTierAfterDeposit } from '../tiers/tier-engine.service';
import { depositLimitRefusal } from '../player-protection/limits.service';
import { claimDepositEvidence, findDepositEvidence, insertDeposit, insertTurnoverRequirement, type DepositRow } from './deposits.repo';

/**
 * Credits a member for money that reached the brand's bank: a ledger transfer from the brand's
 * cash account and the deposit record, in the caller's transaction. The transfer is first
 * claimed by its sending bank and reference (deposit_evidence); when it was already credited,
 * by any route, nothing happens and undefined is returned. A deposit inside a promotion period
 * also earns its bonus, paid from the brand's promotion account, and may set a turnover
 * requirement; every deposit earns the brand's reward points, and the member's tier is judged
 * on it. A deposit over the member's own deposit limit is refused (LIMIT_REACHED) before anything
 * is written. The member's row is locked first, before any ledger account, in the order withdrawals
 * lock them, so deposits and withdrawals of one member never wait on each other in a cycle.
 */
export async function creditDepositInTransaction(
  tx: Database,
  deposit: {
    brandId: string;
    memberId: string;
    amountSatang: number;
    source: DepositRow['source'];
    senderBankCode: string;
    bankReference: string;
    statementLineId: string | null;
    /** When the member made the transfer: promotion periods are judged on it. */
    madeAt: Date;
    /** When it is credited, by the API's clock: the deposit's day for every day and month rule. */
    creditedAt: Date;
    /** Who a refusal over the member's deposit limit is worded for: the member (a slip) or an operator. */
    refusalTo: 'member' | 'operator';
  },
): Promise<DepositRow | undefined> {
  const member = await lockMember(tx, deposit.memberId);
  if (!member || member.brandId !== deposit.brandId) throw new AppError('MEMBER_NOT_FOUND');
  // Over the member's deposit limit, nothing is written and LIMIT_REACHED (MEMBER_LIMIT_REACHED to
  // an operator) is thrown, so the caller holds the money; a transfer already credited stays a duplicate.
  const overLimit = await depositLimitRefusal(tx, {
    memberId: member.id,
    amountSatang: deposit.amountSatang,
    at: deposit.creditedAt,
    refusalTo: deposit.refusalTo,
  });
  if (overLimit) {
    if (await findDepositEvidence(tx, deposit.senderBankCode, deposit.bankReference)) return undefined;
    throw overLimit;
  }
  const isClaimed = await claimDepositEvidence(tx, {
    senderBankCode: deposit.senderBankCode,
    bankReference: deposit.bankReference,
    brandId: deposit.brandId,
    memberId: deposit.memberId,
  });
  if (!isClaimed) return undefined;
  const brand = await findBrandById(tx, deposit.brandId);
  if (!brand) throw new AppError('BRAND_NOT_FOUND');
  const cashAccountId = await ensureAccount(tx, { brandId: deposit.brandId, memberId: null, kind: 'house_cash' });
  const creditAccountId = await ensureAccount(tx, { brandId: deposit.brandId, memberId: deposit.memberId, kind: 'credit' });
  const moved = await postTransferInTransaction(tx, {
    brandId: deposit.brandId,
    fromAccountId: cashAccountId,
    toAccountId: creditAccountId,
    amountSatang: deposit.amountSatang,
    kind: 'deposit',
    idempotencyKey: `deposit:${deposit.senderBankCode}:${deposit.bankReference}`,
    memo: { bankReference: deposit.bankReference, source: deposit.source },
    at: deposit.creditedAt,
  });

  const bonusSatang = depositBonusSatang(brand.bonus, { amountSatang: deposit.amountSatang, madeAt: deposit.madeAt });
  const { madeAt: _madeAt, senderBankCode: _senderBankCode, refusalTo: _refusalTo, creditedAt, ...record } = deposit;
  const row = await insertDeposit(tx, { ...record, transferId: moved.transferId, bonusSatang, createdAt: creditedAt });
  if (bonusSatang > 0) {
    const promotionAccountId = await ensureAccount(tx, { brandId: deposit.brandId, memberId: null, kind: 'house_promotion' });
    await postTransferInTransaction(tx, {
      brandId: deposit.brandId,
      fromAccountId: promotionAccountId,
      toAccountId: creditAccountId,
      amountSatang: bonusSatang,
      kind: 'bonus',
      idempotencyKey: `bonus:deposit:${row.id}`,
      memo: { depositId: row.id },
      at: creditedAt,
    });
    if (brand.bonusTurnoverMultiplier > 0) {
      await insertTurnoverRequirement(tx, {
        brandId: deposit.brandId,
        memberId: deposit.memberId,
        depositId: row.id,
        requiredSatang: (deposit.amountSatang + bonusSatang) * brand.bonusTurnoverMultiplier,
      });
    }
  }
  await earnDepositPointsInTransaction(tx, {
    id: row.id,
    brandId: deposit.brandId,
    memberId: deposit.memberId,
    amountSatang: deposit.amountSatang,
    createdAt: creditedAt,
  });
  await judgeTierAfterDeposit(tx, { brandId: deposit.brandId, memberId: deposit.memberId, depositId: row.id, memberLevel: member.level, creditedAt });
  return row;
}
