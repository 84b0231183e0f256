import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { computeLossReturns } from './loss-return.service';

/** Loss-return for every brand's last complete period. Idempotent, so it may run as often as the schedule likes. */
export async function runLossReturnJob(db: Database, now: Date) {
  const rows = await db.select({ id: brands.id, lossReturnMode: brands.lossReturnMode, lossReturnPeriod: brands.lossReturnPeriod }).from(brands);
  const results = [];
  for (const brand of rows) results.push({ brandId: brand.id, ...(await computeLossReturns(db, brand, now)) });
  return results;
}
