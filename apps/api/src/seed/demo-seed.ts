import type { Database } from '../db/client';
import { hashPassword as hashPasswordForStorage, type PasswordHasher } from '../lib/passwords';
import { countBrands, writeGlobalSetting } from '../modules/brands/brands.repo';
import { seedDemoBanners } from './demo-banners';
import { seedDemoBrand } from './demo-brand';

/** The client ids of the two layout variants of the specification (§1, §2). */
export async function seedLayoutVariants(db: Database): Promise<void> {
  await writeGlobalSetting(db, 'variants.minimalLayoutClientId', 'minimal');
  await writeGlobalSetting(db, 'variants.withdrawSlotClientId', 'lucky-siam');
}

/**
 * Gives a new installation something to look at: the demo brand (seed/demo-brand.ts) answering
 * localhost, with its member. It runs only on an empty database, never over real data.
 */
export async function seedDemoIfEmpty(
  db: Database,
  demo: { username: string; password: string },
  hashPassword: PasswordHasher = hashPasswordForStorage,
): Promise<{ isSeeded: boolean }> {
  if ((await countBrands(db)) > 0) return { isSeeded: false };
  await seedLayoutVariants(db);
  const now = new Date();
  const { brandId } = await seedDemoBrand(db, { code: 'demo', hostnames: ['localhost', '127.0.0.1'], isDefault: true, member: demo, hashPassword, now });
  // Only the installation's own demo brand: journey brands start without banners, as a new brand does.
  await seedDemoBanners(db, brandId, now);
  return { isSeeded: true };
}
