import type { AppConfig } from '../config';
import { connectPglite, connectPostgres, type DatabaseHandle } from './client';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in DATA_DIR; migrated either way. */
export async function openDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const handle = config.database.url ? connectPostgres(config.database.url, config.database.poolSize) : await connectPglite(config.database.dataDir);
  await handle.migrate();
  return handle;
}
