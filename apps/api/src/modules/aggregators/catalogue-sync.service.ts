import type { Hub88Game } from '@app/contract/hub88/games';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import type { ProviderRow } from '../provider-wallet/provider-wallet.repo';
import { findAggregatorConnection } from './aggregator-connections.repo';
import { guessMemberCategory } from './category-mapping';
import {
  insertCategoryMappings,
  insertProduct,
  listCategoryMappings,
  listProductsOf,
  listProviderCodes,
  recordSync,
  unlistGamesNotIn,
  upsertSyncedGames,
  type SyncedGame,
} from './catalogue-sync.repo';
import { AggregatorCallFailed, fetchHub88Games } from './hub88-games-client';
import { productCode } from './product-codes';
import { signingKeyFor } from './signing-keys';

export interface SyncResult {
  products: number;
  /** Games in the list. */
  games: number;
  /** Games members cannot open after this sync: disabled in the list, or gone from it. */
  unlisted: number;
}

/** A date the list gives (ISO 8601), as the calendar date the lobby's "new" row needs. */
function releaseDayOf(game: Hub88Game): string | null {
  const day = game.release_date?.slice(0, 10);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** A product row for every product in the list, found by name, made (with a new code) when new. */
async function productRows(db: Database, aggregator: ProviderRow, productNames: string[]) {
  const rows = await listProductsOf(db, aggregator.id);
  const byName = new Map(rows.map((row) => [row.aggregatorProduct ?? '', row]));
  const taken = await listProviderCodes(db, aggregator.brandId);
  for (const name of productNames) {
    if (byName.has(name)) continue;
    const code = productCode(name, taken);
    taken.add(code);
    byName.set(name, await insertProduct(db, { brandId: aggregator.brandId, aggregatorId: aggregator.id, product: name, code, protocol: aggregator.protocol }));
  }
  return byName;
}

/** Each category of the list in the brand's table, a new one with its guessed member category. */
async function categoryMap(db: Database, aggregatorId: string, categories: string[]) {
  const known = await listCategoryMappings(db, aggregatorId);
  const fresh = categories
    .filter((category) => !known.has(category))
    .map((category) => ({ aggregatorCategory: category, categoryCode: guessMemberCategory(category) }));
  await insertCategoryMappings(db, aggregatorId, fresh);
  for (const mapping of fresh) known.set(mapping.aggregatorCategory, mapping.categoryCode);
  return known;
}

/**
 * Brings a brand's catalogue in line with the aggregator's game list: products become providers,
 * categories land where the brand's mapping table says, games are added or updated, and games
 * gone from the list (or disabled there) are switched off for members. The operator's own
 * switches, order and hot flags are kept. The outcome is recorded on the connection, and a
 * failed list leaves the catalogue as it was.
 */
export async function syncAggregatorCatalogue(db: Database, secrets: SecretBox | undefined, aggregator: ProviderRow, now: Date): Promise<SyncResult> {
  try {
    const connection = await findAggregatorConnection(db, aggregator.id);
    if (!connection) throw new AggregatorCallFailed('the aggregator has no connection settings');
    const list = await fetchHub88Games({
      apiUrl: connection.apiUrl,
      operatorId: connection.operatorId,
      signingKey: await signingKeyFor(db, secrets, aggregator.id),
    });
    const result = await db.transaction(async (tx) => {
      const products = await productRows(tx, aggregator, [...new Set(list.map((game) => game.product))]);
      const categories = await categoryMap(tx, aggregator.id, [...new Set(list.map((game) => game.category))]);
      const rows: SyncedGame[] = list.map((game) => ({
        providerId: products.get(game.product)?.id ?? '',
        code: game.game_code,
        name: game.name,
        categoryCode: categories.get(game.category) ?? guessMemberCategory(game.category),
        thumbnailUrl: game.url_thumb ?? null,
        releasedOn: releaseDayOf(game),
        hasDemo: game.demo_game_support === true,
        isListed: game.enabled,
      }));
      await upsertSyncedGames(tx, aggregator.brandId, rows);
      const productIds = [...products.values()].map((product) => product.id);
      const gone = await unlistGamesNotIn(tx, productIds, rows);
      return { products: products.size, games: rows.length, unlisted: gone + rows.filter((row) => !row.isListed).length };
    });
    await recordSync(db, aggregator.id, { at: now, error: null });
    return result;
  } catch (error) {
    await recordSync(db, aggregator.id, { at: now, error: error instanceof AggregatorCallFailed ? error.reason : 'the sync failed' });
    throw error;
  }
}
