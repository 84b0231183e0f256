import type { z } from 'zod';
import {
  MEMBER_GAME_CATEGORIES,
  type AdminAggregator,
  type MemberGameCategory,
  type saveAggregatorCategoriesRequestSchema,
  type saveHub88ConnectionRequestSchema,
} from '@app/contract/admin-aggregators';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { findBrandById } from '../brands/brands.repo';
import { auditChange, type OperatorAction } from '../admin-settings/operator-action';
import { findProvider } from '../provider-wallet/provider-wallet.repo';
import { listBrandAggregators, listCategoryRows, listProductsWithGameCounts, replaceCategoryRows } from './aggregators-admin.repo';
import { syncAggregatorCatalogue, type SyncResult } from './catalogue-sync.service';
import { connectAggregator } from './connect-aggregator.service';

/** The provider code Hub88's wallet calls arrive on, for every brand. */
export const HUB88_PROVIDER_CODE = 'HUB88';

const isMemberCategory = (code: string): code is MemberGameCategory => (MEMBER_GAME_CATEGORIES as readonly string[]).includes(code);

async function describeAggregators(action: Pick<OperatorAction, 'db'>, brandId: string): Promise<AdminAggregator[]> {
  const rows = await listBrandAggregators(action.db, brandId);
  return Promise.all(
    rows.map(async ({ provider, connection }) => ({
      providerId: provider.id,
      code: provider.code,
      name: provider.name,
      protocol: provider.protocol,
      apiUrl: connection.apiUrl,
      operatorId: connection.operatorId,
      walletPath: `/api/provider/${provider.code}`,
      aggregatorPublicKey: provider.secret,
      hasOperatorKey: connection.signingKeySealed !== null,
      allowsDemo: connection.allowsDemo,
      isEnabled: provider.isEnabled,
      syncedAt: connection.syncedAt?.toISOString() ?? null,
      syncError: connection.syncError,
      categories: (await listCategoryRows(action.db, provider.id)).flatMap((row) =>
        isMemberCategory(row.categoryCode) ? [{ ...row, categoryCode: row.categoryCode }] : [],
      ),
      products: await listProductsWithGameCounts(action.db, provider.id),
    })),
  );
}

async function requireBrand(action: Pick<OperatorAction, 'db'>, brandId: string): Promise<void> {
  if (!(await findBrandById(action.db, brandId))) throw new AppError('BRAND_NOT_FOUND');
}

async function requireAggregator(action: Pick<OperatorAction, 'db'>, brandId: string, providerId: string): Promise<AdminAggregator> {
  const aggregator = (await describeAggregators(action, brandId)).find((candidate) => candidate.providerId === providerId);
  if (!aggregator) throw new AppError('PROVIDER_NOT_FOUND');
  return aggregator;
}

export async function listAggregators(action: Pick<OperatorAction, 'db'>, brandId: string): Promise<AdminAggregator[]> {
  await requireBrand(action, brandId);
  return describeAggregators(action, brandId);
}

/** Connects the brand to Hub88 or changes the connection; the audit keeps no key, only whether one was given. */
export async function saveHub88Connection(
  action: OperatorAction,
  secrets: SecretBox | undefined,
  brandId: string,
  settings: z.infer<typeof saveHub88ConnectionRequestSchema>,
): Promise<AdminAggregator> {
  await requireBrand(action, brandId);
  const before = await findProvider(action.db, brandId, HUB88_PROVIDER_CODE);
  if (!before && settings.operatorPrivateKey === undefined) throw new AppError('VALIDATION_FAILED', { field: 'operatorPrivateKey' });
  const provider = await connectAggregator(action.db, secrets, { brandId, code: HUB88_PROVIDER_CODE, name: 'Hub88', protocol: 'hub88', ...settings });
  await auditChange(action.db, action, {
    brandId,
    action: 'aggregator.connect',
    targetType: 'game_provider',
    targetId: provider.id,
    before: before ? { code: before.code } : null,
    after: {
      apiUrl: settings.apiUrl,
      operatorId: settings.operatorId,
      allowsDemo: settings.allowsDemo,
      operatorKeyReplaced: settings.operatorPrivateKey !== undefined,
    },
  });
  return requireAggregator(action, brandId, provider.id);
}

export async function saveAggregatorCategories(
  action: OperatorAction,
  brandId: string,
  providerId: string,
  request: z.infer<typeof saveAggregatorCategoriesRequestSchema>,
): Promise<AdminAggregator> {
  const before = await requireAggregator(action, brandId, providerId);
  await replaceCategoryRows(action.db, providerId, request.categories);
  await auditChange(action.db, action, {
    brandId,
    action: 'aggregator.categories',
    targetType: 'game_provider',
    targetId: providerId,
    before: before.categories,
    after: request.categories,
  });
  return requireAggregator(action, brandId, providerId);
}

export async function syncAggregatorNow(
  action: OperatorAction,
  secrets: SecretBox | undefined,
  brandId: string,
  providerId: string,
  now: Date,
): Promise<SyncResult & { aggregator: AdminAggregator }> {
  await requireAggregator(action, brandId, providerId);
  const provider = await findProviderById(action, brandId, providerId);
  const result = await syncAggregatorCatalogue(action.db, secrets, provider, now);
  return { ...result, aggregator: await requireAggregator(action, brandId, providerId) };
}

async function findProviderById(action: Pick<OperatorAction, 'db'>, brandId: string, providerId: string) {
  const rows = await listBrandAggregators(action.db, brandId);
  const found = rows.find((row) => row.provider.id === providerId);
  if (!found) throw new AppError('PROVIDER_NOT_FOUND');
  return found.provider;
}
