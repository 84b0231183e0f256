import { describePendingChange } from '../admin/four-eyes-setting.service';
import type { BrandSettings, BrandSettingsChanges } from '@app/contract/admin-settings';
import { websiteStatusSchema } from '@app/contract/settings';
import type { Database } from '../../db/client';
import { isUniqueViolation, runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { BrandDirectory } from '../brands/brand-directory';
import { findBrandById, type BrandRow } from '../brands/brands.repo';
import { findHostnamesOfOtherBrands, listBrandHostnames, lockBrand, replaceBrandHostnames, updateBrandColumns } from './brand-settings.repo';
import { auditChange, isSameValue, type OperatorAction } from './operator-action';

export interface BrandAction extends OperatorAction {
  brands: BrandDirectory;
  now: Date;
}

/** `now` tells a four-eyes change still waiting from one that has lapsed. */
function describeBrandSettings(brand: BrandRow, hostnames: string[], now: Date): BrandSettings {
  return {
    brandId: brand.id,
    code: brand.code,
    siteName: brand.siteName,
    clientId: brand.clientId,
    accentColor: brand.accentColor,
    hostnames,
    line1Id: brand.line1Id,
    line2Id: brand.line2Id,
    liveScoreUrl: brand.liveScoreUrl,
    standingsUrl: brand.standingsUrl,
    bonus: brand.bonus,
    chatWidget: brand.chatWidget,
    affiliateRule: { basis: brand.affiliateBasis, percentBps: brand.affiliatePercentBps, period: brand.affiliatePeriod },
    fourEyesThresholdSatang: brand.fourEyesThresholdSatang,
    fourEyesPendingChange: describePendingChange(brand.fourEyesProposal, now),
    operatorIpAllowlist: brand.operatorIpAllowlist,
    lossReturnMode: brand.lossReturnMode,
    lossReturnPeriod: brand.lossReturnPeriod,
    isAutoPayoutEnabled: brand.isAutoPayoutEnabled,
    websiteStatus: websiteStatusSchema.parse(brand.websiteStatus),
  };
}

/** Read from the database, not the brand directory, so the console never shows a 10-second-old copy. */
export async function getBrandSettings(db: Database, brandId: string, now: Date): Promise<BrandSettings> {
  const brand = await findBrandById(db, brandId);
  if (!brand) throw new AppError('BRAND_NOT_FOUND');
  return describeBrandSettings(brand, await listBrandHostnames(db, brandId), now);
}

const SETTING_KEYS = [
  'siteName',
  'clientId',
  'accentColor',
  'line1Id',
  'line2Id',
  'liveScoreUrl',
  'standingsUrl',
  'bonus',
  'lossReturnMode',
  'lossReturnPeriod',
] as const satisfies readonly (keyof BrandSettingsChanges & keyof BrandRow)[];

/** The fields that really change, with their values before and after, for the update and its audit entry. */
function settingsDifference(brand: BrandRow, changes: BrandSettingsChanges) {
  const before: Partial<Pick<BrandRow, (typeof SETTING_KEYS)[number]>> = {};
  const after: BrandSettingsChanges = {};
  for (const key of SETTING_KEYS) {
    if (changes[key] === undefined || isSameValue(brand[key], changes[key])) continue;
    Object.assign(before, { [key]: brand[key] });
    Object.assign(after, { [key]: changes[key] });
  }
  return { before, after, isEmpty: Object.keys(after).length === 0 };
}

/**
 * Changes the fields present. Only what differs is written and audited; a request that changes
 * nothing writes nothing. A new loss-return mode or period applies from the job's next run; the
 * periods already recorded stay as they were, and the job never pays a day twice across a switch
 * of period (modules/period-runs).
 */
export async function changeBrandSettings(action: BrandAction, brandId: string, changes: BrandSettingsChanges): Promise<BrandSettings> {
  const brand = await runInTransaction(action.db, async (tx) => {
    const current = await lockBrand(tx, brandId);
    if (!current) throw new AppError('BRAND_NOT_FOUND');
    const difference = settingsDifference(current, changes);
    if (difference.isEmpty) return current;
    const updated = await updateBrandColumns(tx, brandId, difference.after);
    await auditChange(tx, action, {
      brandId,
      action: 'brand.settings.update',
      targetType: 'brand',
      targetId: brandId,
      before: difference.before,
      after: difference.after,
    });
    return updated;
  });
  action.brands.invalidate();
  return describeBrandSettings(brand, await listBrandHostnames(action.db, brandId), action.now);
}

function hostnamesTaken(hostnames: string[]): AppError {
  return new AppError('HOSTNAME_TAKEN', { field: 'hostnames', message: `ชื่อโฮสต์ ${hostnames.join(', ')} ถูกใช้กับแบรนด์อื่นแล้ว` });
}

/**
 * Replaces the brand's host names. A name that selects another brand is refused (409), also when
 * another operator saves it for that brand at the same moment (the primary key decides).
 */
export async function setBrandHostnames(action: BrandAction, brandId: string, requested: string[]): Promise<{ hostnames: string[] }> {
  const hostnames = [...new Set(requested)].sort();
  try {
    await runInTransaction(action.db, async (tx) => {
      if (!(await lockBrand(tx, brandId))) throw new AppError('BRAND_NOT_FOUND');
      const before = await listBrandHostnames(tx, brandId);
      if (isSameValue(before, hostnames)) return;
      const taken = await findHostnamesOfOtherBrands(tx, brandId, hostnames);
      if (taken.length > 0) throw hostnamesTaken(taken);
      await replaceBrandHostnames(tx, brandId, hostnames);
      await auditChange(tx, action, {
        brandId,
        action: 'brand.hostnames.set',
        targetType: 'brand',
        targetId: brandId,
        before: { hostnames: before },
        after: { hostnames },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw hostnamesTaken(await findHostnamesOfOtherBrands(action.db, brandId, hostnames));
    throw error;
  }
  action.brands.invalidate();
  return { hostnames };
}
