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

/**
 * How long a copy is trusted: 10 s while nothing tells this instance about changes made by
 * another, 60 s while it hears them (brand-change-feed.ts), as a backstop for a connection that
 * died without a word.
 */
export const BRAND_REFRESH_MS = { polling: 10_000, following: 60_000 };

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
 * Every request needs its brand, chosen by host name, so brands are kept in memory. The copy is
 * dropped at once after a change on this instance, and on every instance when the database tells
 * them of a change (`invalidate`, brand-change-feed.ts); otherwise it is reloaded after a while.
 */
export class BrandDirectory {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;
  /** Bumped by `invalidate`, so a load that started before a change is not kept. */
  private generation = 0;
  private refreshAfterMs = BRAND_REFRESH_MS.polling;

  constructor(private readonly db: Database) {}

  /** Whether changes made elsewhere are heard as they happen, which lets the copy be kept longer. */
  setIsFollowingChanges(isFollowing: boolean): void {
    this.refreshAfterMs = isFollowing ? BRAND_REFRESH_MS.following : BRAND_REFRESH_MS.polling;
  }

  invalidate(): void {
    this.generation += 1;
    this.snapshot = undefined;
    this.loading = undefined;
  }

  async resolveHostname(hostname: string): Promise<Brand> {
    return this.resolveIn(await this.current(), hostname);
  }

  /**
   * The same brand without waiting, while the copy in memory is fresh; undefined when it must be
   * loaded first (then resolveHostname). Every request asks, and the usual answer costs no promise.
   */
  resolveHostnameNow(hostname: string): Brand | undefined {
    const snapshot = this.freshSnapshot();
    return snapshot && this.resolveIn(snapshot, hostname);
  }

  /**
   * Ids are kept as PostgreSQL writes them, in lower case; a caller's id is read without case, as
   * PostgreSQL reads a uuid, so "the same id in capitals" is the same brand here too (the operator
   * guard's IP allowlist looks the brand up by the id in the path).
   */
  async findById(brandId: string): Promise<Brand | undefined> {
    return (await this.current()).byId.get(brandId.toLowerCase());
  }

  async hostnamesOf(brandId: string): Promise<string[]> {
    return (await this.current()).hostnamesById.get(brandId.toLowerCase()) ?? [];
  }

  async list(): Promise<Brand[]> {
    return [...(await this.current()).byId.values()];
  }

  async variants(): Promise<Variants> {
    return (await this.current()).variants;
  }

  private resolveIn(snapshot: Snapshot, hostname: string): Brand {
    return snapshot.byHostname.get(normalizeHostname(hostname)) ?? snapshot.defaultBrand;
  }

  private freshSnapshot(): Snapshot | undefined {
    const snapshot = this.snapshot;
    return snapshot && Date.now() - snapshot.loadedAtMs < this.refreshAfterMs ? snapshot : undefined;
  }

  private async current(): Promise<Snapshot> {
    const snapshot = this.freshSnapshot();
    if (snapshot) return snapshot;
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
