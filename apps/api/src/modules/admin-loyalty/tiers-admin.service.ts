import type { AdminTier, UpdateTierRequest } from '@app/contract/admin-loyalty';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { insertDefaultTiers, listBrandTiers, type BrandTierRow } from '../tiers/tiers.repo';
import { assertBrandExists, auditLoyaltyChange, type LoyaltyAction } from './loyalty-action';
import { countBrandTiers, lockBrandForTiers, lockBrandTier, updateBrandTier } from './tiers-admin.repo';

export function toAdminTier(row: BrandTierRow): AdminTier {
  return {
    level: row.level,
    code: row.code,
    name: row.name,
    disabled: row.isDisabled,
    judgedMonthly: row.judgedMonthly,
    requirementSatang: row.requirementSatang,
    withdrawCapSatang: row.withdrawCapSatang,
    withdrawCapPer: row.withdrawCapPer,
    maxPerWithdrawalSatang: row.maxPerWithdrawalSatang,
    lossReturnBasisPoints: row.lossReturnBasisPoints,
    nextLevelSatang: row.nextLevelSatang,
    colour: row.colour,
    imagePath: row.imagePath,
    details: row.details,
  };
}

/** A brand older than the tier table (it runs on the defaults) lists none until its first change copies them. */
export async function listTiers(db: Database, brandId: string): Promise<AdminTier[]> {
  await assertBrandExists(db, brandId);
  return (await listBrandTiers(db, brandId)).map(toAdminTier);
}

/**
 * Replaces a tier's editable fields; withdrawals, the level page and loss return read the
 * table, so the change applies from their next request. Level 1 stays enabled: every new
 * member starts there. A brand older than the tier table runs on the defaults, which are
 * copied in first (under the brand's lock, so two first edits do not both copy).
 */
export async function updateTier(action: LoyaltyAction, brandId: string, level: number, fields: UpdateTierRequest): Promise<AdminTier> {
  if (level === 1 && fields.disabled) throw new AppError('VALIDATION_FAILED', { field: 'disabled', message: 'ระดับแรกซึ่งสมาชิกใหม่ทุกคนเริ่มต้นปิดไม่ได้' });
  return runInTransaction(action.db, async (tx) => {
    if (!(await lockBrandForTiers(tx, brandId))) throw new AppError('BRAND_NOT_FOUND');
    if ((await countBrandTiers(tx, brandId)) === 0) await insertDefaultTiers(tx, brandId);
    const before = await lockBrandTier(tx, brandId, level);
    if (!before) throw new AppError('NOT_FOUND');
    const after = await updateBrandTier(tx, brandId, level, {
      name: fields.name,
      lossReturnBasisPoints: fields.lossReturnBasisPoints,
      withdrawCapSatang: fields.withdrawCapSatang,
      maxPerWithdrawalSatang: fields.maxPerWithdrawalSatang,
      nextLevelSatang: fields.nextLevelSatang,
      colour: fields.colour,
      details: fields.details,
      isDisabled: fields.disabled,
    });
    await auditLoyaltyChange(tx, action, {
      brandId,
      action: 'tier.update',
      targetType: 'brand_tier',
      targetId: `${brandId}:${level}`,
      before: toAdminTier(before),
      after: toAdminTier(after),
    });
    return toAdminTier(after);
  });
}
