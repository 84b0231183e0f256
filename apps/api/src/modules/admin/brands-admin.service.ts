import type { CommissionRule } from '@app/contract/affiliate';
import type { ChatWidgetSettings, ConfigurationKey, WebsiteStatus } from '@app/contract/settings';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import type { BrandDirectory } from '../brands/brand-directory';
import { findBrandById, findConfiguration, updateBrandSettings, updateWebsiteStatus, upsertConfiguration } from '../brands/brands.repo';
import type { OperatorContext } from './operator-auth.service';

interface AdminAction {
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
    const before = await findConfiguration(tx, brandId, key);
    await upsertConfiguration(tx, brandId, key, path);
    await appendAudit(tx, {
      operatorId: action.operator.operatorId,
      brandId,
      action: 'brand.configuration.set',
      targetType: 'brand_configuration',
      targetId: `${brandId}:${key}`,
      before: before === undefined ? null : { path: before },
      after: { path },
      ipAddress: action.ipAddress,
    });
  });
  return { key, value: { data: { path } } };
}

/** Turns the support chat widget on or off and picks the member fields it is sent. */
export async function setChatWidget(action: AdminAction, brandId: string, chatWidget: ChatWidgetSettings) {
  const brand = await findBrandById(action.db, brandId);
  if (!brand) throw new AppError('BRAND_NOT_FOUND');
  if (chatWidget.isEnabled && !chatWidget.scriptUrl) throw new AppError('VALIDATION_FAILED', { field: 'scriptUrl', message: 'กรุณาระบุที่อยู่สคริปต์ของแชท' });
  // Each field once, in the catalogue's order, so the audit shows a stable value.
  const fields = [...new Set(chatWidget.fields)];
  await action.db.transaction(async (tx) => {
    await updateBrandSettings(tx, brandId, { chatWidget: { ...chatWidget, fields } });
    await appendAudit(tx, {
      operatorId: action.operator.operatorId,
      brandId,
      action: 'brand.chat_widget.set',
      targetType: 'brand',
      targetId: brandId,
      before: brand.chatWidget,
      after: { ...chatWidget, fields },
      ipAddress: action.ipAddress,
    });
  });
  action.brands.invalidate();
  return { ...chatWidget, fields };
}

/** Changes the affiliate commission rule; periods already computed keep the rule they were computed with. */
export async function setAffiliateRule(action: AdminAction, brandId: string, rule: CommissionRule) {
  const brand = await findBrandById(action.db, brandId);
  if (!brand) throw new AppError('BRAND_NOT_FOUND');
  await action.db.transaction(async (tx) => {
    await updateBrandSettings(tx, brandId, { affiliateBasis: rule.basis, affiliatePercentBps: rule.percentBps, affiliatePeriod: rule.period });
    await appendAudit(tx, {
      operatorId: action.operator.operatorId,
      brandId,
      action: 'brand.affiliate_rule.set',
      targetType: 'brand',
      targetId: brandId,
      before: { basis: brand.affiliateBasis, percentBps: brand.affiliatePercentBps, period: brand.affiliatePeriod },
      after: rule,
      ipAddress: action.ipAddress,
    });
  });
  action.brands.invalidate();
  return rule;
}
