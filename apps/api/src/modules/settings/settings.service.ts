import type { ConfigurationEntry, PublicSettings } from '@app/contract/settings';
import { configurationKeySchema, websiteStatusSchema } from '@app/contract/settings';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Brand, Variants } from '../brands/brand-directory';
import { findConfiguration, listConfigurations } from '../brands/brands.repo';

export function buildPublicSettings(brand: Brand, variants: Variants): PublicSettings {
  return {
    siteName: brand.siteName,
    clientId: brand.clientId,
    imageBaseUrl: brand.imageBaseUrl,
    accentColor: brand.accentColor,
    line: { line1: { id: brand.line1Id }, line2: { id: brand.line2Id } },
    operation: { websiteStatus: websiteStatusSchema.parse(brand.websiteStatus) },
    liveScoreUrl: brand.liveScoreUrl,
    standingsUrl: brand.standingsUrl,
    bonus: brand.bonus,
    chatWidget: brand.chatWidget,
    variants,
  };
}

function toEntry(key: string, path: string): ConfigurationEntry | undefined {
  const parsed = configurationKeySchema.safeParse(key);
  return parsed.success ? { key: parsed.data, value: { data: { path } } } : undefined;
}

export async function getConfigurationEntries(db: Database, brandId: string): Promise<ConfigurationEntry[]> {
  const rows = await listConfigurations(db, brandId);
  return rows.flatMap((row) => toEntry(row.key, row.path) ?? []);
}

export async function getConfigurationEntry(db: Database, brandId: string, key: string): Promise<ConfigurationEntry> {
  const path = await findConfiguration(db, brandId, key);
  const entry = path === undefined ? undefined : toEntry(key, path);
  if (!entry) throw new AppError('CONFIGURATION_NOT_FOUND');
  return entry;
}
