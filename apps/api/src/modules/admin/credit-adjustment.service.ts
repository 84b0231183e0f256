import type { z } from 'zod';
import type { creditAdjustmentRequestSchema } from '@app/contract/admin';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import { ensureAccount, postTransferInTransaction } from '../ledger/ledger.service';
import { findMemberById } from '../members/members.repo';
import type { OperatorContext } from './operator-auth.service';

type AdjustmentRequest = z.infer<typeof creditAdjustmentRequestSchema>;

/**
 * A manual change to a member's credit, against the brand's adjustment account. The transfer
 * and its audit entry commit together; a retry with the same key returns the first result and
 * writes no second audit entry.
 */
export async function adjustMemberCredit(
  db: Database,
  action: { operator: OperatorContext; ipAddress: string; brandId: string; memberId: string; now: Date },
  request: AdjustmentRequest,
) {
  const member = await findMemberById(db, action.memberId);
  if (!member || member.brandId !== action.brandId) throw new AppError('MEMBER_NOT_FOUND');
  const memberAccountId = await ensureAccount(db, { brandId: member.brandId, memberId: member.id, kind: 'credit' });
  const houseAccountId = await ensureAccount(db, { brandId: member.brandId, memberId: null, kind: 'house_adjustment' });
  const isCredit = request.direction === 'credit';

  return runInTransaction(db, async (tx) => {
    const moved = await postTransferInTransaction(tx, {
      brandId: member.brandId,
      fromAccountId: isCredit ? houseAccountId : memberAccountId,
      toAccountId: isCredit ? memberAccountId : houseAccountId,
      amountSatang: request.amountSatang,
      kind: 'adjustment',
      idempotencyKey: `adjustment:${member.brandId}:${request.idempotencyKey}`,
      memo: { reason: request.reason, operatorId: action.operator.operatorId },
      at: action.now,
    });
    const balanceAfterSatang = isCredit ? moved.toBalanceAfterSatang : moved.fromBalanceAfterSatang;
    if (!moved.isReplay) {
      await appendAudit(tx, {
        operatorId: action.operator.operatorId,
        brandId: member.brandId,
        action: 'member.credit.adjust',
        targetType: 'member',
        targetId: member.id,
        before: { balanceSatang: balanceAfterSatang + (isCredit ? -request.amountSatang : request.amountSatang) },
        after: {
          balanceSatang: balanceAfterSatang,
          direction: request.direction,
          amountSatang: request.amountSatang,
          reason: request.reason,
          transferId: moved.transferId,
        },
        ipAddress: action.ipAddress,
      });
    }
    return { transferId: String(moved.transferId), balanceAfterSatang };
  });
}
