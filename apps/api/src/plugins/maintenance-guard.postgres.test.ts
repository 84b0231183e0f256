import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { queryRows } from '../db/raw-query';
import { seedDemoIfEmpty } from '../seed/demo-seed';
import { createGameSession } from '../modules/provider-wallet/game-sessions.service';
import { insertProvider } from '../modules/provider-wallet/provider-wallet.repo';
import { createOperator, operatorLoginBody } from '../test-support/fixtures';
import { createThrowawayPostgres, testDatabaseUrl } from '../test-support/postgres';
import { providerClient } from '../test-support/provider-client';
import { hashTestPassword } from '../test-support/test-passwords';

const DEMO = { username: 'demo', password: 'demo-password-1' };
const PROVIDER_SECRET = 'maintenance-provider-secret-0123456789';

/** Every account's balance and the number of transfers: what "no money moved" compares. */
async function ledgerState(app: { db: Parameters<typeof queryRows>[0] }) {
  const [transfers] = await queryRows<{ count: number }>(app.db, sql`select count(*)::int as count from ledger_transfers`);
  const balances = await queryRows<{ id: number; balance: number }>(app.db, sql`select id, balance_satang as balance from ledger_accounts order by id`);
  return { transfers: transfers?.count ?? 0, balances };
}

describe.skipIf(!testDatabaseUrl)('maintenance stops money on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let app: FastifyInstance;
  let brandId: string;
  let adminToken: string;
  let member: { token: string; uuid: string; username: string };
  let provider: ReturnType<typeof providerClient>;
  let gameToken: string;

  const asMember = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${member.token}` } });
  const setStatus = async (websiteStatus: 'MA' | 'NORMAL') => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/brands/${brandId}/website-status`,
      payload: { websiteStatus },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    database = await createThrowawayPostgres(10);
    await seedDemoIfEmpty(database.db, DEMO, hashTestPassword);
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
    ({ app } = await buildApp({ db: database.db, config, serveWeb: false, logger: false }));
    const operator = await createOperator(database.db, 'admin');
    adminToken = (await app.inject({ method: 'POST', url: '/api/admin/login', payload: await operatorLoginBody(operator, new Date()) })).json<{
      token: string;
    }>().token;
    const login = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO })).json<{
      token: string;
      user: { uuid: string; user_pass: { username: string } };
    }>();
    member = { token: login.token, uuid: login.user.uuid, username: login.user.user_pass.username };
    const [brand] = await queryRows<{ id: string }>(database.db, sql`select brand_id as id from members where id = ${member.uuid}`);
    brandId = brand?.id ?? '';
    const { id: providerId } = await insertProvider(database.db, { brandId, code: 'XE', name: 'XE Gaming', secret: PROVIDER_SECRET });
    provider = providerClient(app, { code: 'XE', secret: PROVIDER_SECRET, now: () => new Date() });
    gameToken = await createGameSession(database.db, { brandId, memberId: member.uuid, providerId, gameCode: 'slot-5x3', now: new Date() });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** The money calls of a member, each with a body that moves money (or starts play) outside maintenance. */
  async function moneyCalls() {
    const catalogue = (await asMember('POST', '/api/auth/reward', {})).json<{ data: { items: { id: string; kind: string }[] } }>().data;
    const creditItem = catalogue.items.find((item) => item.kind === 'credit');
    const games = (await asMember('POST', '/api/auth/user/game/list', {})).json<{ data: { id: string }[] }>().data;
    return {
      withdraw: () => asMember('POST', `/api/auth/withdraw/${member.uuid}`, { amount: 100, idempotencyKey: `withdraw-${randomUUID()}` }),
      transferToBank: () => asMember('POST', '/api/auth/user/transfer/to/bank', { amount: 100, idempotencyKey: `instant-${randomUUID()}` }),
      affiliateToCredit: () =>
        asMember('POST', `/api/auth/affiliate/withdraw/${member.username}`, { amount: 10, type: 'credit', idempotencyKey: `affiliate-${randomUUID()}` }),
      wheel: () => asMember('POST', '/api/auth/wheel/reward', { idempotencyKey: `wheel-${randomUUID()}` }),
      flipCard: () => asMember('POST', '/api/auth/game/flip-card/random-reward', { cardIndex: 0, idempotencyKey: `flip-${randomUUID()}` }),
      checkIn: () => asMember('POST', '/api/auth/game/check-in', {}),
      redeem: () => asMember('POST', '/api/auth/reward/request', { itemId: creditItem?.id, idempotencyKey: `redeem-${randomUUID()}` }),
      claimLossReturn: () => asMember('POST', `/api/auth/user/loss-return/${randomUUID()}/claim`, {}),
      openGame: () => asMember('POST', '/api/auth/user/opengame', { gameId: games[0]?.id }),
      login: () => app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO }),
      bet: () =>
        provider('bet', {
          token: gameToken,
          transactionId: `bet-${randomUUID()}`,
          roundId: `round-${randomUUID()}`,
          gameCode: 'slot-5x3',
          amountSatang: 10_00,
        }),
    };
  }

  it('refuses every money call under maintenance and moves nothing; the same calls move money once the site is open', async () => {
    const calls = await moneyCalls();
    await setStatus('MA');
    const before = await ledgerState(database);
    for (const [name, send] of Object.entries(calls)) {
      const response = await send();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(503);
      expect(response.json().error.code, name).toBe('SITE_MAINTENANCE');
    }
    expect(await ledgerState(database)).toEqual(before);

    // The bodies were good ones: outside maintenance the same calls move money.
    await setStatus('NORMAL');
    for (const name of ['withdraw', 'affiliateToCredit', 'redeem', 'bet'] as const) {
      const transfersBefore = (await ledgerState(database)).transfers;
      const response = await calls[name]();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      expect((await ledgerState(database)).transfers, name).toBeGreaterThan(transfersBefore);
    }
  });

  it('settles a round already running: its win and the rollback of its other bet are accepted under maintenance', async () => {
    const roundId = `round-${randomUUID()}`;
    const round = { token: gameToken, roundId, gameCode: 'slot-5x3' };
    const balance = async () => (await provider('balance', { token: gameToken })).json<{ balanceSatang: number }>().balanceSatang;
    expect((await provider('bet', { ...round, transactionId: 'running-bet-1', amountSatang: 20_00 })).statusCode).toBe(200);
    expect((await provider('bet', { ...round, transactionId: 'running-bet-2', amountSatang: 5_00 })).statusCode).toBe(200);
    const afterBets = await balance();

    await setStatus('MA');
    try {
      const win = await provider('win', { ...round, transactionId: 'running-win', amountSatang: 50_00 });
      expect(win.statusCode, win.body).toBe(200);
      const rollback = await provider('rollback', { ...round, transactionId: 'running-rollback', rolledBackTransactionId: 'running-bet-2' });
      expect(rollback.statusCode, rollback.body).toBe(200);
      expect(await balance()).toBe(afterBets + 50_00 + 5_00);
      // A new bet in the same round is still refused.
      const bet = await provider('bet', { ...round, transactionId: 'running-bet-3', amountSatang: 1_00 });
      expect(bet.json().error.code).toBe('SITE_MAINTENANCE');
      expect(await balance()).toBe(afterBets + 55_00);
    } finally {
      await setStatus('NORMAL');
    }
  });
});
