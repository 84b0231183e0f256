import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createThrowawayPostgres, testDatabaseUrl } from '../test-support/postgres';
import type { DatabaseHandle } from './client';
import { prepareDatabase } from './prepare-database';
import { queryRows } from './raw-query';

describe.skipIf(!testDatabaseUrl)('instances starting together on PostgreSQL', () => {
  let empty: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  const started: DatabaseHandle[] = [];

  beforeAll(async () => {
    empty = await createThrowawayPostgres(2, { isMigrated: false });
  });
  afterAll(async () => {
    await Promise.all(started.map((database) => database.close()));
    await empty?.drop();
  });

  it('three on an empty database all start and serve, and the demo brand is seeded once', async () => {
    const config = loadConfig({ DATABASE_URL: empty.url, DATABASE_POOL_SIZE: '4', LOG_LEVEL: 'silent' });
    const starts = await Promise.allSettled([prepareDatabase(config), prepareDatabase(config), prepareDatabase(config)]);
    const errors = starts.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : []));
    expect(errors).toEqual([]);
    const instances = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    started.push(...instances.map((instance) => instance.database));
    expect(instances.map((instance) => instance.isSeeded).sort()).toEqual([false, false, true]);
    expect(await queryRows(empty.db, sql`select count(*)::int as count from brands`)).toEqual([{ count: 1 }]);

    for (const instance of instances) {
      const { app } = await buildApp({ db: instance.database.db, config, serveWeb: false, logger: false });
      const settings = await app.inject({ method: 'GET', url: '/api/setting', headers: { host: 'localhost' } });
      expect(settings.statusCode, settings.body).toBe(200);
      await app.close();
    }
  });
});
