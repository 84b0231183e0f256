import type { AppConfig } from '../config';
import { ensureHouseGamesForAllBrands } from '../modules/house-games/house-catalogue';
import { ensureRewardSetupForAllBrands } from '../modules/rewards/reward-setup.repo';
import { seedDemoIfEmpty } from '../seed/demo-seed';
import type { DatabaseHandle } from './client';
import { openDatabase } from './open-database';

/**
 * What the server does to its database before it listens: migrate, seed an empty database with
 * the demo brand, and give every brand the house games and reward setup it lacks. Instances that
 * start together on one database do it one after the other, so none sees another's half-done
 * work (and the seed runs once).
 */
export async function prepareDatabase(config: AppConfig): Promise<{ database: DatabaseHandle; isSeeded: boolean }> {
  const database = await openDatabase(config);
  const { isSeeded } = await database.whileAlone(async () => {
    const seeded = await seedDemoIfEmpty(database.db, config.demo);
    await ensureHouseGamesForAllBrands(database.db);
    await ensureRewardSetupForAllBrands(database.db);
    return seeded;
  });
  return { database, isSeeded };
}
