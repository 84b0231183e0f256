import type { Database } from '../../db/client';
import { listBrandsWithHostnames, readGlobalSettings, type BrandRow } from './brands.repo';

/**
 * A host name as the brand table keeps it: lower case, without the trailing dot of a fully
 * qualified name (`brand2.test.` is `brand2.test`, which browsers and resolvers treat alike).
 */
function normalizeHostname(hostname: string): string {
  return hostname.toLowerCase().replace(/\.+$/, '');
}

export type Brand = BrandRow;

export interface Variants {
  minimalLayoutClientId: string;
  withdrawSlotClientId: string;
}

interface Snapshot {
  byHostname: Map<string, Brand>;
  byId: Map<string, Brand>;
  hostnamesById: Map<string, string[]>;
  defaultBrand: Brand;
  variants: Variants;
  loadedAtMs: number;
}

const REFRESH_AFTER_MS = 10_000;

function readVariants(settings: Map<string, unknown>): Variants {
  const text = (key: string) => {
    const value = settings.get(key);
    return typeof value === 'string' ? value : '';
  };
  return {
    minimalLayoutClientId: text('variants.minimalLayoutClientId'),
    withdrawSlotClientId: text('variants.withdrawSlotClientId'),
  };
}

/**
 * Every request needs its brand, chosen by host name, so brands are kept in memory.
 * The copy is reloaded after a few seconds, and at once after an operator changes a brand
 * on this instance (`invalidate`).
 */
export class BrandDirectory {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;
  /** Bumped by `invalidate`, so a load that started before a change is not kept. */
  private generation = 0;

  constructor(private readonly db: Database) {}

  invalidate(): void {
    this.generation += 1;
    this.snapshot = undefined;
    this.loading = undefined;
  }

  async resolveHostname(hostname: string): Promise<Brand> {
    const snapshot = await this.current();
    return snapshot.byHostname.get(normalizeHostname(hostname)) ?? snapshot.defaultBrand;
  }

  async findById(brandId: string): Promise<Brand | undefined> {
    return (await this.current()).byId.get(brandId);
  }

  async hostnamesOf(brandId: string): Promise<string[]> {
    return (await this.current()).hostnamesById.get(brandId) ?? [];
  }

  async list(): Promise<Brand[]> {
    return [...(await this.current()).byId.values()];
  }

  async variants(): Promise<Variants> {
    return (await this.current()).variants;
  }

  private async current(): Promise<Snapshot> {
    const snapshot = this.snapshot;
    if (snapshot && Date.now() - snapshot.loadedAtMs < REFRESH_AFTER_MS) return snapshot;
    // One load at a time; concurrent requests share it.
    if (!this.loading) {
      const loading = this.load().finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
      this.loading = loading;
    }
    return this.loading;
  }

  private async load(): Promise<Snapshot> {
    const generation = this.generation;
    const [rows, settings] = await Promise.all([listBrandsWithHostnames(this.db), readGlobalSettings(this.db)]);
    const defaultBrand = rows.find((row) => row.brand.isDefault)?.brand ?? rows[0]?.brand;
    if (!defaultBrand) throw new Error('No brand exists: the database has not been seeded');
    const snapshot: Snapshot = {
      byHostname: new Map(rows.flatMap((row) => row.hostnames.map((host) => [host, row.brand] as const))),
      byId: new Map(rows.map((row) => [row.brand.id, row.brand])),
      hostnamesById: new Map(rows.map((row) => [row.brand.id, row.hostnames])),
      defaultBrand,
      variants: readVariants(settings),
      loadedAtMs: Date.now(),
    };
    if (generation === this.generation) this.snapshot = snapshot;
    return snapshot;
  }
}
