import { thaiAddressSchema } from '@app/contract/address';
import type { Balances } from '@app/contract/rewards/reward';
import type { RewardRequest } from '@app/contract/rewards/reward-catalogue';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { findAddress } from '../addresses/address.repo';
import { ensureAccount, postTransferInTransaction } from '../ledger/ledger.service';
import { settleIdempotencyKey, type RequestIdempotency } from '../idempotency/request-idempotency';
import { lockMember } from '../members/members.repo';
import { readBalances, type MemberOfBrand } from '../rewards/balances';
import { payReward } from '../rewards/pay-reward';
import { findRequestByKey, insertRequest, listRequests, lockItem, changeStock, type RewardRequestRow } from './reward-catalogue.repo';

const HISTORY_LIMIT = 100;

export function toRewardRequest(row: RewardRequestRow): RewardRequest {
  const address = thaiAddressSchema.safeParse(row.address);
  return {
    id: row.id,
    itemId: row.itemId,
    itemName: row.itemName,
    kind: row.kind,
    costPoints: row.costPoints,
    creditSatang: row.creditSatang,
    status: row.status,
    address: address.success ? address.data : null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

async function spendPoints(tx: Database, member: MemberOfBrand, request: RewardRequestRow, now: Date): Promise<void> {
  const [fromAccountId, toAccountId] = await Promise.all([
    ensureAccount(tx, { brandId: member.brandId, memberId: member.memberId, kind: 'point' }),
    ensureAccount(tx, { brandId: member.brandId, memberId: null, kind: 'house_point' }),
  ]);
  try {
    await postTransferInTransaction(tx, {
      brandId: member.brandId,
      fromAccountId,
      toAccountId,
      amountSatang: request.costPoints,
      kind: 'point_spend',
      idempotencyKey: `reward:${request.id}:points`,
      memo: { rewardRequestId: request.id },
      at: now,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') throw new AppError('INSUFFICIENT_POINTS');
    throw error;
  }
}

/**
 * Redeems an item for the member the token names (never a member named in the body). Under the
 * member's row lock: a key already used returns its first request; otherwise the item must be
 * enabled and in stock, a physical item needs a saved address, the points are spent through the
 * ledger (too few refuses everything), and a credit item is paid at once. One transaction.
 */
export async function redeemReward(
  db: Database,
  member: MemberOfBrand,
  redemption: { itemId: string; idempotencyKey: RequestIdempotency },
  now: Date,
): Promise<{ request: RewardRequest; balances: Balances }> {
  return runInTransaction(db, async (tx) => {
    await lockMember(tx, member.memberId);
    const idempotencyKey = await settleIdempotencyKey(tx, member.memberId, redemption.idempotencyKey, now);
    const earlier = await findRequestByKey(tx, member.memberId, idempotencyKey);
    if (earlier) {
      if (earlier.itemId !== redemption.itemId) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return { request: toRewardRequest(earlier), balances: await readBalances(tx, member) };
    }
    const item = await lockItem(tx, member.brandId, redemption.itemId);
    if (!item?.isEnabled || item.stockLeft === 0) throw new AppError('REWARD_ITEM_UNAVAILABLE');
    const address = item.kind === 'physical' ? await findAddress(tx, member.memberId) : null;
    if (item.kind === 'physical' && !address) throw new AppError('ADDRESS_REQUIRED');

    const row = await insertRequest(tx, {
      brandId: member.brandId,
      memberId: member.memberId,
      itemId: item.id,
      idempotencyKey,
      itemName: item.name,
      kind: item.kind,
      costPoints: item.costPoints,
      creditSatang: item.creditSatang,
      status: item.kind === 'credit' ? 'paid' : 'pending',
      address,
      createdAt: now,
      decidedAt: item.kind === 'credit' ? now : null,
    });
    // Credit before points: a deposit also locks the credit account before the point account, so
    // one member's deposit and redemption never wait on each other in opposite orders.
    if (item.kind === 'credit' && item.creditSatang !== null) {
      await payReward(tx, {
        ...member,
        rewardKind: 'credit',
        amount: item.creditSatang,
        idempotencyKey: `reward:${row.id}:credit`,
        at: now,
        memo: { rewardRequestId: row.id },
      });
    }
    await spendPoints(tx, member, row, now);
    if (item.stockLeft !== null) await changeStock(tx, item.id, -1);
    return { request: toRewardRequest(row), balances: await readBalances(tx, member) };
  });
}

export async function listRewardRequests(db: Database, memberId: string): Promise<RewardRequest[]> {
  return (await listRequests(db, memberId, HISTORY_LIMIT)).map(toRewardRequest);
}
