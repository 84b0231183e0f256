import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { computeAffiliateCommissions } from './commission.service';

/** Affiliate commission for every brand's last complete period. Idempotent, like the loss-return job. */
export async function runAffiliateCommissionJob(db: Database, now: Date) {
  const rows = await db
    .select({ id: brands.id, affiliateBasis: brands.affiliateBasis, affiliatePercentBps: brands.affiliatePercentBps, affiliatePeriod: brands.affiliatePeriod })
    .from(brands);
  const results = [];
  for (const brand of rows) results.push({ brandId: brand.id, ...(await computeAffiliateCommissions(db, brand, now)) });
  return results;
}
