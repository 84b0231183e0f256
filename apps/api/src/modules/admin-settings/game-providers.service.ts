import type { z } from 'zod';
import type { AdminGameProvider, createGameProviderRequestSchema, updateGameProviderRequestSchema } from '@app/contract/admin-settings';
import type { Database } from '../../db/client';
import { isUniqueViolation, runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { findBrandById } from '../brands/brands.repo';
import { adapterFor } from '../provider-wallet/provider-adapters';
import {
  countProviderGames,
  insertBrandProvider,
  listBrandProviders,
  lockBrandProvider,
  updateBrandProvider,
  type GameProviderRow,
} from './game-catalogue.repo';
import { auditChange, type OperatorAction } from './operator-action';

type NewProvider = z.infer<typeof createGameProviderRequestSchema>;
type ProviderChanges = z.infer<typeof updateGameProviderRequestSchema>;

/**
 * The secret stays in the database as given: it is the HMAC key both sides sign wallet calls
 * with, so the API needs the key itself and cannot keep only a hash. It is therefore never sent
 * back; the last four characters are shown only when the secret is long enough that they give
 * little of it away.
 */
export function describeProvider(provider: GameProviderRow, gameCount: number): AdminGameProvider {
  return {
    id: provider.id,
    code: provider.code,
    name: provider.name,
    walletType: provider.walletType,
    protocol: provider.protocol,
    launchUrl: provider.launchUrl,
    isEnabled: provider.isEnabled,
    hasSecret: provider.secret.length > 0,
    secretLastFour: provider.secret.length >= 16 ? provider.secret.slice(-4) : '',
    gameCount,
  };
}

/** What the audit log keeps of a provider: everything but the secret (not even a part of it). */
function auditedProvider(provider: GameProviderRow) {
  return {
    code: provider.code,
    name: provider.name,
    walletType: provider.walletType,
    protocol: provider.protocol,
    launchUrl: provider.launchUrl,
    isEnabled: provider.isEnabled,
  };
}

async function requireBrand(db: Database, brandId: string): Promise<void> {
  if (!(await findBrandById(db, brandId))) throw new AppError('BRAND_NOT_FOUND');
}

export async function listGameProviders(db: Database, brandId: string): Promise<AdminGameProvider[]> {
  await requireBrand(db, brandId);
  const rows = await listBrandProviders(db, brandId);
  return rows.map((row) => describeProvider(row.provider, row.gameCount));
}

/** Adds a provider to the brand; its games are loaded separately. A code the brand already has is refused (409). */
export async function addGameProvider(action: OperatorAction, brandId: string, fields: NewProvider): Promise<AdminGameProvider> {
  await requireBrand(action.db, brandId);
  if (!adapterFor(fields.protocol)) throw new AppError('VALIDATION_FAILED', { field: 'protocol', message: `ไม่รู้จักรูปแบบการเชื่อมต่อ ${fields.protocol}` });
  try {
    const provider = await runInTransaction(action.db, async (tx) => {
      const row = await insertBrandProvider(tx, { brandId, ...fields });
      await auditChange(tx, action, {
        brandId,
        action: 'game_provider.create',
        targetType: 'game_provider',
        targetId: row.id,
        before: null,
        after: { ...auditedProvider(row), isSecretSet: true },
      });
      return row;
    });
    return describeProvider(provider, 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PROVIDER_CODE_TAKEN', { field: 'code' });
    throw error;
  }
}

/**
 * Changes a provider's name, switch, launch address or secret. A new secret replaces the old one
 * at once in the database; wallet calls read providers through a 10-second cache, so each
 * instance accepts the new secret (and stops accepting the old one) within 10 seconds.
 */
export async function changeGameProvider(action: OperatorAction, brandId: string, providerId: string, changes: ProviderChanges): Promise<AdminGameProvider> {
  const provider = await runInTransaction(action.db, async (tx) => {
    const before = await lockBrandProvider(tx, brandId, providerId);
    if (!before) throw new AppError('PROVIDER_NOT_FOUND');
    if (Object.keys(changes).length === 0) return before;
    const isSecretChanged = changes.secret !== undefined && changes.secret !== before.secret;
    const after = await updateBrandProvider(tx, brandId, providerId, changes);
    await auditChange(tx, action, {
      brandId,
      action: 'game_provider.update',
      targetType: 'game_provider',
      targetId: providerId,
      before: auditedProvider(before),
      after: { ...auditedProvider(after), isSecretChanged },
    });
    return after;
  });
  return describeProvider(provider, await countProviderGames(action.db, brandId, providerId));
}
