import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brandConfigurations, brandHostnames, brands, globalSettings } from '../../db/schema/brands';

export type BrandRow = typeof brands.$inferSelect;

export async function listBrandsWithHostnames(db: Database): Promise<{ brand: BrandRow; hostnames: string[] }[]> {
  const [brandRows, hostRows] = await Promise.all([db.select().from(brands).orderBy(brands.createdAt), db.select().from(brandHostnames)]);
  return brandRows.map((brand) => ({
    brand,
    hostnames: hostRows.filter((host) => host.brandId === brand.id).map((host) => host.hostname),
  }));
}

export async function findBrandById(db: Database, brandId: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, brandId));
  return row;
}

/** The brand row, locked for the rest of the transaction: changes that read it first go one by one. */
export async function lockBrand(db: Database, brandId: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, brandId)).for('update');
  return row;
}

export async function updateWebsiteStatus(db: Database, brandId: string, websiteStatus: string): Promise<void> {
  await db.update(brands).set({ websiteStatus }).where(eq(brands.id, brandId));
}

/** Brand settings an operator changes as a whole: the chat widget, the affiliate rule, operator security. */
export type BrandSettingsPatch = Partial<
  Pick<
    BrandRow,
    'chatWidget' | 'affiliateBasis' | 'affiliatePercentBps' | 'affiliatePeriod' | 'operatorIpAllowlist' | 'fourEyesThresholdSatang' | 'fourEyesProposal'
  >
>;

export async function updateBrandSettings(db: Database, brandId: string, patch: BrandSettingsPatch): Promise<void> {
  await db.update(brands).set(patch).where(eq(brands.id, brandId));
}

export async function listConfigurations(db: Database, brandId: string): Promise<{ key: string; path: string }[]> {
  return db
    .select({ key: brandConfigurations.key, path: brandConfigurations.path })
    .from(brandConfigurations)
    .where(eq(brandConfigurations.brandId, brandId))
    .orderBy(brandConfigurations.key);
}

export async function findConfiguration(db: Database, brandId: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ path: brandConfigurations.path })
    .from(brandConfigurations)
    .where(and(eq(brandConfigurations.brandId, brandId), eq(brandConfigurations.key, key)));
  return row?.path;
}

export async function upsertConfiguration(db: Database, brandId: string, key: string, path: string): Promise<void> {
  await db
    .insert(brandConfigurations)
    .values({ brandId, key, path })
    .onConflictDoUpdate({
      target: [brandConfigurations.brandId, brandConfigurations.key],
      set: { path, updatedAt: new Date() },
    });
}

export async function readGlobalSettings(db: Database): Promise<Map<string, unknown>> {
  const rows = await db.select().from(globalSettings);
  return new Map(rows.map((row) => [row.key, row.value]));
}

export interface NewBrand {
  code: string;
  siteName: string;
  clientId: string;
  imageBaseUrl: string;
  accentColor?: string;
  line1Id?: string;
  line2Id?: string;
  liveScoreUrl?: string;
  standingsUrl?: string;
  bonus: BrandRow['bonus'];
  lossReturnMode?: BrandRow['lossReturnMode'];
  lossReturnPeriod?: BrandRow['lossReturnPeriod'];
  isDefault?: boolean;
  hostnames: string[];
  configurations: Record<string, string>;
}

/** Creates a brand with its host names and image entries in one transaction. */
export async function insertBrand(db: Database, brand: NewBrand): Promise<BrandRow> {
  const { hostnames, configurations, ...columns } = brand;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(brands).values(columns).returning();
    if (!row) throw new Error('insert into brands returned no row');
    if (hostnames.length > 0) {
      await tx.insert(brandHostnames).values(hostnames.map((hostname) => ({ hostname: hostname.toLowerCase(), brandId: row.id })));
    }
    const entries = Object.entries(configurations);
    if (entries.length > 0) {
      await tx.insert(brandConfigurations).values(entries.map(([key, path]) => ({ brandId: row.id, key, path })));
    }
    return row;
  });
}

export async function findBrandByCode(db: Database, code: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.code, code));
  return row;
}

/** Which of `hostnames` already select a brand. */
export async function findTakenHostnames(db: Database, hostnames: string[]): Promise<string[]> {
  if (hostnames.length === 0) return [];
  const rows = await db
    .select({ hostname: brandHostnames.hostname })
    .from(brandHostnames)
    .where(inArray(brandHostnames.hostname, hostnames))
    .orderBy(asc(brandHostnames.hostname));
  return rows.map((row) => row.hostname);
}

export async function countBrands(db: Database): Promise<number> {
  const rows = await db.select({ id: brands.id }).from(brands).limit(1);
  return rows.length;
}

export async function writeGlobalSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db.insert(globalSettings).values({ key, value }).onConflictDoUpdate({ target: globalSettings.key, set: { value } });
}
