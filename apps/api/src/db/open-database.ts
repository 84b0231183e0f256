import type { AppConfig } from '../config';
import { connectPglite, connectPostgres, type DatabaseHandle } from './client';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded database in DATA_DIR; migrated
 * either way, one instance at a time (several may start at once on the same database).
 */
export async function openDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const handle = config.database.url ? connectPostgres(config.database.url, config.database.poolSize) : await connectPglite(config.database.dataDir);
  await handle.whileAlone(() => handle.migrate());
  return handle;
}
