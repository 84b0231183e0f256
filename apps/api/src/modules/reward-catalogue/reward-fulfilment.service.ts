import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { OperatorContext } from '../admin/operator-auth.service';
import { appendAudit } from '../audit/audit.repo';
import { payReward } from '../rewards/pay-reward';
import { changeStock, decidePendingRequest, findRequest, type RewardRequestRow } from './reward-catalogue.repo';
import { toRewardRequest } from './reward-redemption.service';

interface OperatorAction {
  db: Database;
  operator: OperatorContext;
  ipAddress: string;
  now: Date;
}

/**
 * An operator decides a physical reward: fulfilled (sent, with its tracking number) or rejected
 * (with the reason, the points given back through the ledger and the item back in stock). A request is decided once:
 * the second decision finds it no longer pending. Decision, refund and audit entry commit together.
 */
export async function decideRewardRequest(
  action: OperatorAction,
  brandId: string,
  requestId: string,
  decision: { decision: 'fulfilled' | 'rejected'; note: string },
): Promise<RewardRequestRow> {
  return runInTransaction(action.db, async (tx) => {
    const decided = await decidePendingRequest(tx, brandId, requestId, { status: decision.decision, note: decision.note, decidedAt: action.now });
    if (!decided) throw new AppError((await findRequest(tx, brandId, requestId)) ? 'REWARD_REQUEST_NOT_PENDING' : 'NOT_FOUND');
    if (decision.decision === 'rejected') {
      await payReward(tx, {
        brandId,
        memberId: decided.memberId,
        rewardKind: 'point',
        amount: decided.costPoints,
        idempotencyKey: `reward:${decided.id}:refund`,
        memo: { rewardRequestId: decided.id },
        transferKind: 'point_refund',
        at: action.now,
      });
      await changeStock(tx, decided.itemId, 1);
    }
    await appendAudit(tx, {
      operatorId: action.operator.operatorId,
      brandId,
      action: `reward_request.${decision.decision}`,
      targetType: 'reward_request',
      targetId: decided.id,
      before: { status: 'pending' },
      after: toRewardRequest(decided),
      ipAddress: action.ipAddress,
    });
    return decided;
  });
}
