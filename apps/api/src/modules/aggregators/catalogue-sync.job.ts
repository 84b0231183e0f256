import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aggregatorConnections, gameProviders } from '../../db/schema/games';
import type { SecretBox } from '../../lib/secret-box';
import { syncAggregatorCatalogue } from './catalogue-sync.service';

/**
 * The scheduled sync of every brand's aggregators. One aggregator that fails (down, a key not set)
 * is recorded on its connection and does not stop the others.
 */
export async function runCatalogueSyncJob(db: Database, now: Date, secrets: SecretBox | undefined) {
  const aggregators = await db
    .select({ provider: gameProviders })
    .from(gameProviders)
    .innerJoin(aggregatorConnections, eq(aggregatorConnections.providerId, gameProviders.id))
    .where(eq(gameProviders.isEnabled, true));
  const results = [];
  for (const { provider } of aggregators) {
    try {
      results.push({ brandId: provider.brandId, aggregator: provider.code, ...(await syncAggregatorCatalogue(db, secrets, provider, now)) });
    } catch {
      results.push({ brandId: provider.brandId, aggregator: provider.code, failed: true });
    }
  }
  return results;
}
