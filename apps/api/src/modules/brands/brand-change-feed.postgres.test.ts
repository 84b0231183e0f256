import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { connectPostgres, type DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/raw-query';
import { brandHostnames, brands } from '../../db/schema/brands';
import { createOperator, createTestBrand, operatorLoginBody } from '../../test-support/fixtures';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { followBrandChanges } from './brand-change-feed';

/**
 * Two API instances on one database, as a deployment runs them: a change made through one (or by
 * a command on the database) reaches the other as it commits. The deadline is generous for a
 * loaded machine; without the notification the other instance would keep its copy 10 seconds
 * (60 while it listens), so meeting it proves the notification arrived.
 */
const DEADLINE_MS = 2_000;

interface Instance {
  app: FastifyInstance;
  handle: DatabaseHandle;
  stopFollowing: () => Promise<void>;
}

async function startInstance(handle: DatabaseHandle, url: string): Promise<Instance> {
  const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
  const { app, services } = await buildApp({ db: handle.db, config, serveWeb: false, logger: false });
  return { app, handle, stopFollowing: await followBrandChanges(handle, services.brands) };
}

async function websiteStatusOn(instance: Instance, host: string): Promise<string> {
  const response = await instance.app.inject({ method: 'GET', url: '/api/setting/operational/website', headers: { host } });
  return response.json<{ data: { websiteStatus: string } }>().data.websiteStatus;
}

async function siteNameOn(instance: Instance, host: string): Promise<string> {
  const response = await instance.app.inject({ method: 'GET', url: '/api/setting', headers: { host } });
  return response.json<{ data: { siteName: string } }>().data.siteName;
}

describe.skipIf(!testDatabaseUrl)('brand changes reach every API instance at once (PostgreSQL LISTEN/NOTIFY)', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let first: Instance;
  let second: Instance;
  let killer: pg.Client;

  beforeAll(async () => {
    database = await createThrowawayPostgres(8);
    first = await startInstance(database, database.url);
    second = await startInstance(connectPostgres(database.url, 4), database.url);
    killer = new pg.Client({ connectionString: database.url });
    await killer.connect();
  });
  afterAll(async () => {
    for (const instance of [first, second]) {
      await instance?.stopFollowing();
      await instance?.app.close();
    }
    await second?.handle.close();
    await killer?.end();
    await database?.drop();
  });

  /** Waits until both instances listen (pg_stat_activity shows their connections), the first time or again. */
  async function listenersOtherThan(pids: number[]): Promise<number[]> {
    let found: number[] = [];
    await expect
      .poll(async () => {
        const rows = await queryRows<{ pid: number }>(
          database.db,
          sql`select pid from pg_stat_activity where application_name = 'listen:brand_change' and datname = current_database() and query like 'LISTEN%'`,
        );
        found = rows.map((row) => row.pid).filter((pid) => !pids.includes(pid));
        return found.length;
      })
      .toBe(2);
    return found;
  }

  it('shows the other instance maintenance switched on through the first, within the deadline', async () => {
    const brand = await createTestBrand(database.db);
    const host = `${brand.code}.test`;
    await listenersOtherThan([]);
    // Both instances hold the brand in memory before the change.
    expect(await websiteStatusOn(first, host)).toBe('NORMAL');
    expect(await websiteStatusOn(second, host)).toBe('NORMAL');

    const operator = await createOperator(database.db, 'admin');
    const login = await first.app.inject({ method: 'POST', url: '/api/admin/login', payload: await operatorLoginBody(operator, new Date()) });
    const changed = await first.app.inject({
      method: 'PUT',
      url: `/api/admin/brands/${brand.id}/website-status`,
      headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
      payload: { websiteStatus: 'MA' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const changedAt = Date.now();
    await expect.poll(() => websiteStatusOn(second, host), { timeout: DEADLINE_MS, interval: 20 }).toBe('MA');
    expect(Date.now() - changedAt).toBeLessThan(DEADLINE_MS);
  });

  it('reaches both instances when a command writes to the database without either of them', async () => {
    const brand = await createTestBrand(database.db, { siteName: 'ชื่อเดิม' });
    const host = `${brand.code}.test`;
    const newHost = `new-${brand.code}.test`;
    expect(await siteNameOn(first, host)).toBe('ชื่อเดิม');
    expect(await siteNameOn(second, host)).toBe('ชื่อเดิม');

    await database.db.update(brands).set({ siteName: 'ชื่อใหม่' }).where(eq(brands.id, brand.id));
    await database.db.insert(brandHostnames).values({ hostname: newHost, brandId: brand.id });
    for (const instance of [first, second]) {
      await expect.poll(() => siteNameOn(instance, host), { timeout: DEADLINE_MS, interval: 20 }).toBe('ชื่อใหม่');
      await expect.poll(() => siteNameOn(instance, newHost), { timeout: DEADLINE_MS, interval: 20 }).toBe('ชื่อใหม่');
    }
  });

  it('listens again after the server ends its connection, and hears the next change', async () => {
    const brand = await createTestBrand(database.db, { siteName: 'ก่อนตัดการเชื่อมต่อ' });
    const host = `${brand.code}.test`;
    const before = await listenersOtherThan([]);
    expect(await siteNameOn(second, host)).toBe('ก่อนตัดการเชื่อมต่อ');

    for (const pid of before) await killer.query('select pg_terminate_backend($1)', [pid]);
    await listenersOtherThan(before);

    await database.db.update(brands).set({ siteName: 'หลังเชื่อมต่อใหม่' }).where(eq(brands.id, brand.id));
    await expect.poll(() => siteNameOn(second, host), { timeout: DEADLINE_MS, interval: 20 }).toBe('หลังเชื่อมต่อใหม่');
  });
});
