import type { z } from 'zod';
import type { setCheckInDayRequestSchema } from '@app/contract/admin-loyalty';
import type { Reward } from '@app/contract/rewards/reward';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { listCheckInDays } from '../check-in/check-in.repo';
import { toReward } from '../rewards/reward-shape';
import { assertBrandExists, auditLoyaltyChange, type LoyaltyAction } from './loyalty-action';
import { lockCheckInDay, upsertCheckInDay } from './check-in-days-admin.repo';
import { toRewardColumns } from './reward-columns';

interface CheckInDay {
  day: number;
  reward: Reward;
}

const NOTHING: Reward = { kind: 'none' };

/** Days 1 to 31; a day the brand has no row for gives nothing, which is what the check-in pays for it. */
export async function listBrandCheckInDays(db: Database, brandId: string): Promise<CheckInDay[]> {
  await assertBrandExists(db, brandId);
  const rows = new Map((await listCheckInDays(db, brandId)).map((row) => [row.dayOfMonth, toReward(row.rewardKind, row.amount)]));
  return Array.from({ length: 31 }, (_, index) => ({ day: index + 1, reward: rows.get(index + 1) ?? NOTHING }));
}

/** Sets what checking in on `day` of any month gives, from the next check-in on. */
export async function setCheckInDay(
  action: LoyaltyAction,
  brandId: string,
  day: number,
  change: z.infer<typeof setCheckInDayRequestSchema>,
): Promise<CheckInDay> {
  await assertBrandExists(action.db, brandId);
  return runInTransaction(action.db, async (tx) => {
    const row = await lockCheckInDay(tx, brandId, day);
    const after = await upsertCheckInDay(tx, { brandId, dayOfMonth: day, ...toRewardColumns(change.reward) });
    const shown = { day, reward: toReward(after.rewardKind, after.amount) };
    await auditLoyaltyChange(tx, action, {
      brandId,
      action: 'check_in_day.set',
      targetType: 'check_in_day',
      targetId: `${brandId}:${day}`,
      before: row ? { day, reward: toReward(row.rewardKind, row.amount) } : null,
      after: shown,
    });
    return shown;
  });
}
