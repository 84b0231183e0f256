import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { reviewBrandTiers } from './tier-engine.service';

/** The monthly tier review of every brand. Runs daily and does a month once, so it catches up after downtime. */
export async function runTierReviewJob(db: Database, now: Date) {
  const rows = await db.select({ id: brands.id }).from(brands);
  const results = [];
  for (const brand of rows) results.push(await reviewBrandTiers(db, brand.id, now));
  return results;
}
