import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { connectPostgres, type DatabaseHandle } from '../../db/client';
import { openBalanceStream } from '../../test-support/balance-stream-client';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { getAccountBalance, transfer } from '../ledger/ledger.service';
import { followLedgerMovements } from './ledger-movement-feed';
import { decodeMovedAccounts, LEDGER_MOVED_CHANNEL } from './movement-payload';

/**
 * Two API instances on one database, as a deployment runs them: money moved through one reaches
 * a balance stream held open by the other. The page's promise is a second; the deadline is
 * generous for a loaded machine, and without the notification the stream would never change.
 */
const DEADLINE_MS = 2_000;

interface Instance {
  app: FastifyInstance;
  handle: DatabaseHandle;
  baseUrl: string;
  stopFollowing: () => Promise<void>;
}

async function startInstance(handle: DatabaseHandle, url: string): Promise<Instance> {
  const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
  const { app, services } = await buildApp({ db: handle.db, config, serveWeb: false, logger: false });
  const stopFollowing = await followLedgerMovements(handle, services.liveBalance.watchers);
  return { app, handle, stopFollowing, baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

describe.skipIf(!testDatabaseUrl)('balance streams across API instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let first: Instance;
  let second: Instance;
  let listener: pg.Client;
  const heard: string[] = [];

  beforeAll(async () => {
    database = await createThrowawayPostgres(24);
    first = await startInstance(database, database.url);
    second = await startInstance(connectPostgres(database.url, 4), database.url);
    listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`listen ${LEDGER_MOVED_CHANNEL}`);
  });
  afterAll(async () => {
    for (const instance of [first, second]) {
      await instance?.stopFollowing();
      await instance?.app.close();
    }
    await second?.handle.close();
    await listener?.end();
    await database?.drop();
  });

  it('shows a stream on the second instance the money moved through the first', async () => {
    // The only brand is the default one, which answers the address the test calls.
    const brand = await createTestBrand(database.db);
    const { member, creditAccountId, houseAccountId } = await createFundedMember(database.db, brand.id, { creditSatang: 100_00, password: 'password123' });
    const login = await second.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password: 'password123' } });
    expect(login.statusCode, login.body).toBe(200);
    const stream = await openBalanceStream(second.baseUrl, login.json<{ token: string }>().token);
    try {
      await expect.poll(() => stream.balances).toEqual([100_00]);

      await transfer(first.handle.db, {
        brandId: brand.id,
        fromAccountId: houseAccountId,
        toAccountId: creditAccountId,
        amountSatang: 25_00,
        kind: 'test',
        idempotencyKey: `cross-instance:${member.id}`,
        at: new Date(),
      });
      const movedAt = Date.now();
      await expect.poll(() => stream.balances, { timeout: DEADLINE_MS, interval: 10 }).toEqual([100_00, 125_00]);
      expect(Date.now() - movedAt).toBeLessThan(DEADLINE_MS);
    } finally {
      stream.close();
    }
  });

  it('tells many movements of one instance in one notification sent after they committed, not one each', async () => {
    const brand = await createTestBrand(database.db);
    const members = await Promise.all(Array.from({ length: 20 }, () => createFundedMember(database.db, brand.id)));
    heard.length = 0;
    await Promise.all(
      members.map(({ member, creditAccountId, houseAccountId }) =>
        transfer(first.handle.db, {
          brandId: brand.id,
          fromAccountId: houseAccountId,
          toAccountId: creditAccountId,
          amountSatang: 1_00,
          kind: 'test',
          idempotencyKey: `burst:${member.id}`,
          at: new Date(),
        }),
      ),
    );
    const accountIds = members.map((funded) => funded.creditAccountId);
    await expect.poll(() => accountIds.every((id) => heard.flatMap(decodeMovedAccounts).includes(id)), { timeout: DEADLINE_MS }).toBe(true);
    // Twenty transfers within the gathering window; a transfer's own transaction never notifies.
    expect(heard.length).toBeLessThanOrEqual(3);
    expect(await getAccountBalance(database.db, accountIds[0] ?? 0)).toBe(1_00);
  });
});
