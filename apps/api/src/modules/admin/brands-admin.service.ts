import type { AuditAction } from '@app/contract/audit-actions';
import type { CommissionRule } from '@app/contract/affiliate';
import type { ChatWidgetSettings, ConfigurationKey, WebsiteStatus } from '@app/contract/settings';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import type { BrandDirectory } from '../brands/brand-directory';
import {
  findBrandById,
  findConfiguration,
  updateBrandSettings,
  updateWebsiteStatus,
  upsertConfiguration,
  type BrandSettingsPatch,
} from '../brands/brands.repo';
import { isAddressAllowed, isAllowlistEntry } from '../../lib/ip-allowlist';
import type { OperatorContext } from './operator-auth.service';

export interface AdminAction {
  db: Database;
  brands: BrandDirectory;
  operator: OperatorContext;
  ipAddress: string;
}

/** Switches maintenance ('MA') on or off. The change and its audit entry commit together. */
export async function setWebsiteStatus(action: AdminAction, brandId: string, websiteStatus: WebsiteStatus) {
  const brand = await findBrandById(action.db, brandId);
  if (!brand) throw new AppError('BRAND_NOT_FOUND');
  await action.db.transaction(async (tx) => {
    await updateWebsiteStatus(tx, brandId, websiteStatus);
    await appendAudit(tx, {
      operatorId: action.operator.operatorId,
      brandId,
      action: 'brand.website_status.set',
      targetType: 'brand',
      targetId: brandId,
      before: { websiteStatus: brand.websiteStatus },
      after: { websiteStatus },
      ipAddress: action.ipAddress,
    });
  });
  action.brands.invalidate();
  return { websiteStatus };
}

export async function setConfiguration(action: AdminAction, brandId: string, key: ConfigurationKey, path: string) {
  const brand = await findBrandById(action.db, brandId);
  if (!brand) throw new AppError('BRAND_NOT_FOUND');
  await action.db.transaction(async (tx) => {
    await writeConfigurationPath(tx, action, { brandId, key, path, auditAction: 'brand.configuration.set' });
  });
  return { key, value: { data: { path } } };
}

/**
 * Points a configuration key at a path and audits it, inside the caller's transaction, so a
 * caller that stores something first (an uploaded image) commits both or neither.
 */
export async function writeConfigurationPath(
  tx: Database,
  action: Pick<AdminAction, 'operator' | 'ipAddress'>,
  change: { brandId: string; key: ConfigurationKey; path: string; auditAction: AuditAction; auditDetails?: Record<string, unknown> },
) {
  const { brandId, key, path } = change;
  const before = await findConfiguration(tx, brandId, key);
  await upsertConfiguration(tx, brandId, key, path);
  await appendAudit(tx, {
    operatorId: action.operator.operatorId,
    brandId,
    action: change.auditAction,
    targetType: 'brand_configuration',
    targetId: `${brandId}:${key}`,
    before: before === undefined ? null : { path: before },
    after: { path, ...change.auditDetails },
    ipAddress: action.ipAddress,
  });
}

/**
 * Writes brand settings and their audit entry in one transaction, then refreshes the brand
 * directory, so the next request on this instance already sees them.
 */
async function saveBrandSettings(
  action: AdminAction,
  brandId: string,
  change: { auditAction: AuditAction; before: unknown; after: unknown; patch: BrandSettingsPatch },
) {
  await action.db.transaction(async (tx) => {
    await updateBrandSettings(tx, brandId, change.patch);
    await appendAudit(tx, {
      operatorId: action.operator.operatorId,
      brandId,
      action: change.auditAction,
      targetType: 'brand',
      targetId: brandId,
      before: change.before,
      after: change.after,
      ipAddress: action.ipAddress,
    });
  });
  action.brands.invalidate();
}

async function findBrandOrThrow(db: Database, brandId: string) {
  const brand = await findBrandById(db, brandId);
  if (!brand) throw new AppError('BRAND_NOT_FOUND');
  return brand;
}

/** Turns the support chat widget on or off and picks the member fields it is sent. */
export async function setChatWidget(action: AdminAction, brandId: string, chatWidget: ChatWidgetSettings) {
  const brand = await findBrandOrThrow(action.db, brandId);
  if (chatWidget.isEnabled && !chatWidget.scriptUrl) throw new AppError('VALIDATION_FAILED', { field: 'scriptUrl', message: 'กรุณาระบุที่อยู่สคริปต์ของแชท' });
  // Each field once, so the audit shows a stable value.
  const saved = { ...chatWidget, fields: [...new Set(chatWidget.fields)] };
  await saveBrandSettings(action, brandId, { auditAction: 'brand.chat_widget.set', before: brand.chatWidget, after: saved, patch: { chatWidget: saved } });
  return saved;
}

/** Changes the affiliate commission rule; periods already computed keep the rule they were computed with. */
export async function setAffiliateRule(action: AdminAction, brandId: string, rule: CommissionRule) {
  const brand = await findBrandOrThrow(action.db, brandId);
  await saveBrandSettings(action, brandId, {
    auditAction: 'brand.affiliate_rule.set',
    before: { basis: brand.affiliateBasis, percentBps: brand.affiliatePercentBps, period: brand.affiliatePeriod },
    after: rule,
    patch: { affiliateBasis: rule.basis, affiliatePercentBps: rule.percentBps, affiliatePeriod: rule.period },
  });
  return rule;
}

/** Sets where operators may act on the brand from. The saving operator must stay inside a non-empty list. */
export async function setOperatorIpAllowlist(action: AdminAction, brandId: string, entries: string[]) {
  const brand = await findBrandOrThrow(action.db, brandId);
  const invalid = entries.find((entry) => !isAllowlistEntry(entry));
  if (invalid !== undefined) throw new AppError('VALIDATION_FAILED', { field: 'entries', message: `รูปแบบ IP ไม่ถูกต้อง: ${invalid}` });
  if (entries.length > 0 && !isAddressAllowed(action.ipAddress, entries)) {
    throw new AppError('VALIDATION_FAILED', { field: 'entries', message: `รายการนี้ไม่มี IP ของคุณเอง (${action.ipAddress}) บันทึกแล้วคุณจะจัดการแบรนด์นี้ไม่ได้` });
  }
  const saved = [...new Set(entries)];
  await saveBrandSettings(action, brandId, {
    auditAction: 'brand.operator_ip_allowlist.set',
    before: { entries: brand.operatorIpAllowlist },
    after: { entries: saved },
    patch: { operatorIpAllowlist: saved },
  });
  return { entries: saved };
}
