import type { z } from 'zod';
import { rewardSettingsSchema, type RewardSettings, type updateRewardSettingsRequestSchema } from '@app/contract/admin-loyalty';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { RewardSettingsRow } from '../rewards/reward-setup.repo';
import { auditLoyaltyChange, type LoyaltyAction } from './loyalty-action';
import { findBrandRewardSettings, updateRewardSettings } from './reward-settings-admin.repo';

type RewardSettingsPatch = z.infer<typeof updateRewardSettingsRequestSchema>;

const SETTING_KEYS = rewardSettingsSchema.keyof().options;

function toRewardSettings(row: RewardSettingsRow): RewardSettings {
  return {
    isCheckInOpen: row.isCheckInOpen,
    pointsPer100BahtDeposit: row.pointsPer100BahtDeposit,
    wheelDailyDraws: row.wheelDailyDraws,
    wheelDepositMinSatang: row.wheelDepositMinSatang,
    flipCardDailyDraws: row.flipCardDailyDraws,
    flipCardDepositMinSatang: row.flipCardDepositMinSatang,
    depositDrawValidDays: row.depositDrawValidDays,
  };
}

export async function getRewardSettings(db: Database, brandId: string): Promise<RewardSettings> {
  const row = await findBrandRewardSettings(db, brandId, { isLocked: false });
  if (!row) throw new AppError('BRAND_NOT_FOUND');
  return toRewardSettings(row);
}

/**
 * Only the fields named change; the check-in, draws and deposit points read the row on every
 * request, so the change applies at once. A patch that changes nothing writes nothing, not
 * even an audit entry (a repeated save from the console is not a change).
 */
export async function changeRewardSettings(action: LoyaltyAction, brandId: string, patch: RewardSettingsPatch): Promise<RewardSettings> {
  return runInTransaction(action.db, async (tx) => {
    const row = await findBrandRewardSettings(tx, brandId, { isLocked: true });
    if (!row) throw new AppError('BRAND_NOT_FOUND');
    const before = toRewardSettings(row);
    const wanted: RewardSettings = { ...before, ...patch };
    if (SETTING_KEYS.every((key) => wanted[key] === before[key])) return before;
    const after = toRewardSettings(await updateRewardSettings(tx, brandId, wanted));
    await auditLoyaltyChange(tx, action, { brandId, action: 'reward_settings.update', targetType: 'brand_reward_settings', targetId: brandId, before, after });
    return after;
  });
}
