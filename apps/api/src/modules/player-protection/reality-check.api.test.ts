import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRsaKeyPair } from '@app/contract/hub88/key-pair';
import { createFundedMember } from '../../test-support/fixtures';
import { hub88WalletClient } from '../../test-support/hub88-wallet-client';
import { LONG_SESSIONS } from '../../test-support/rewards';
import { hashTestPassword } from '../../test-support/test-passwords';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { connectAggregator } from '../aggregators/connect-aggregator.service';
import { createGameSession } from '../provider-wallet/game-sessions.service';

const PASSWORD = 'member-password-1';
const MINUTE_MS = 60_000;
/** One satang in Hub88's units (currency x 100000). */
const HUB88_PER_SATANG = 1000;
const SETTING_URL = '/api/auth/protection/reality-check';
const SESSION_URL = '/api/auth/protection/reality-check/session';

describe('the reality check: the member’s interval and the session it reports on', () => {
  let t: TestApp;
  let brandId: string;
  let providerId: string;
  let passwordHash: string;
  let wallet: ReturnType<typeof hub88WalletClient>;

  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS);
    brandId = (await t.services.brands.resolveHostname('localhost')).id;
    const aggregatorKeys = createRsaKeyPair();
    const operatorKeys = createRsaKeyPair();
    const provider = await connectAggregator(t.database.db, t.services.secrets, {
      brandId,
      code: 'HUB88',
      name: 'Hub88',
      protocol: 'hub88',
      apiUrl: 'http://127.0.0.1:9/unused',
      operatorId: 1,
      aggregatorPublicKey: aggregatorKeys.publicKey,
      operatorPrivateKey: operatorKeys.privateKey,
      allowsDemo: false,
    });
    providerId = provider.id;
    wallet = hub88WalletClient(t.app, { code: 'HUB88', aggregatorPrivateKey: aggregatorKeys.privateKey, operatorPublicKey: operatorKeys.publicKey });
    passwordHash = await hashTestPassword(PASSWORD);
  });
  afterAll(() => t.close());

  /** A member with 1,000 baht who logs in (each login a new session) and plays a Hub88 game through the signed wallet API. */
  async function player() {
    const { member } = await createFundedMember(t.database.db, brandId, { passwordHash, creditSatang: 1_000_00 });
    const gameToken = await createGameSession(t.database.db, { brandId, memberId: member.id, providerId, gameCode: 'sb_slot', now: t.clock.now() });
    const fields = { user: member.id, token: gameToken, game_code: 'sb_slot', currency: 'THB' };
    const expectPaid = async (reply: Promise<{ json: () => Record<string, unknown> }>) => {
      expect((await reply).json().status).toBe('RS_OK');
    };
    return {
      member,
      async logIn(): Promise<string> {
        const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password: PASSWORD } });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ token: string }>().token;
      },
      bet: (id: string, satang: number) =>
        expectPaid(
          wallet('transaction/bet', { ...fields, request_uuid: randomUUID(), transaction_uuid: id, round: `round-${id}`, amount: satang * HUB88_PER_SATANG }),
        ),
      win: (id: string, betId: string, satang: number) =>
        expectPaid(
          wallet('transaction/win', {
            ...fields,
            request_uuid: randomUUID(),
            transaction_uuid: id,
            reference_transaction_uuid: betId,
            round: `round-${betId}`,
            amount: satang * HUB88_PER_SATANG,
          }),
        ),
      rollBack: (id: string, betId: string) =>
        expectPaid(
          wallet('transaction/rollback', {
            user: member.id,
            token: gameToken,
            game_code: 'sb_slot',
            request_uuid: randomUUID(),
            transaction_uuid: id,
            reference_transaction_uuid: betId,
            round: `round-${betId}`,
          }),
        ),
    };
  }

  const readSession = (token: string) => t.app.inject({ method: 'GET', url: SESSION_URL, headers: bearer(token) });

  it('is every 60 minutes until the member chooses 30, and the choice is kept', async () => {
    const p = await player();
    const token = await p.logIn();
    const read = () => t.app.inject({ method: 'GET', url: SETTING_URL, headers: bearer(token) });
    expect((await read()).json()).toEqual({ data: { intervalMinutes: 60 } });

    const chosen = await t.app.inject({ method: 'PUT', url: SETTING_URL, payload: { intervalMinutes: 30 }, headers: bearer(token) });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ data: { intervalMinutes: 30 } });
    expect((await read()).json()).toEqual({ data: { intervalMinutes: 30 } });
    // Another device of the same member sees the same choice, and its session summary carries it.
    expect((await readSession(await p.logIn())).json().data.intervalMinutes).toBe(30);

    const back = await t.app.inject({ method: 'PUT', url: SETTING_URL, payload: { intervalMinutes: 60 }, headers: bearer(token) });
    expect(back.json()).toEqual({ data: { intervalMinutes: 60 } });
  });

  it.each([
    ['45 minutes', { intervalMinutes: 45 }],
    ['minutes as text', { intervalMinutes: '30' }],
    ['no minutes', {}],
    ['no body', undefined],
  ])('refuses %s with 400 VALIDATION_FAILED and a Thai message, and keeps the interval', async (_name, payload) => {
    const p = await player();
    const token = await p.logIn();
    const refused = await t.app.inject({ method: 'PUT', url: SETTING_URL, payload, headers: bearer(token) });
    expect(refused.statusCode).toBe(400);
    const { error } = refused.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/[\u0E00-\u0E7F]/);
    expect((await t.app.inject({ method: 'GET', url: SETTING_URL, headers: bearer(token) })).json()).toEqual({ data: { intervalMinutes: 60 } });
  });

  it('names the field and the two choices when the minutes are not 30 or 60', async () => {
    const p = await player();
    const refused = await t.app.inject({ method: 'PUT', url: SETTING_URL, payload: { intervalMinutes: 15 }, headers: bearer(await p.logIn()) });
    expect(refused.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'เลือกการแจ้งเตือนได้ทุก 30 หรือ 60 นาทีเท่านั้น', field: 'intervalMinutes' },
    });
  });

  it('reports the session of the token that asks: when it began, and wins minus bets since, without rolled-back bets', async () => {
    const p = await player();
    // Play of an earlier session is not this session's: its bet and its win come before the login.
    await p.bet('before-login', 50_00);
    await p.win('win-before-login', 'before-login', 20_00);
    t.clock.advanceMs(MINUTE_MS);
    const loggedInAt = t.clock.now();
    const token = await p.logIn();
    expect((await readSession(token)).json()).toEqual({
      data: { intervalMinutes: 60, sessionStartedAt: loggedInAt.toISOString(), now: loggedInAt.toISOString(), betSatang: 0, winSatang: 0, netResultSatang: 0 },
    });

    t.clock.advanceMs(5 * MINUTE_MS);
    await p.bet('bet-1', 100_00);
    await p.win('win-1', 'bet-1', 250_50);
    await p.bet('bet-2', 40_25);
    await p.bet('cancelled', 300_00);
    await p.rollBack('rollback-1', 'cancelled');
    t.clock.advanceMs(40 * MINUTE_MS);

    const report = await readSession(token);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({
      data: {
        intervalMinutes: 60,
        sessionStartedAt: loggedInAt.toISOString(),
        now: t.clock.now().toISOString(),
        betSatang: 140_25,
        winSatang: 250_50,
        netResultSatang: 110_25,
      },
    });
  });

  it('counts a loss below zero, and a win paid in the session for a bet made before it', async () => {
    const p = await player();
    await p.bet('placed-before', 10_00);
    t.clock.advanceMs(MINUTE_MS);
    const token = await p.logIn();
    t.clock.advanceMs(MINUTE_MS);
    await p.bet('lost', 200_00);
    await p.win('late-win', 'placed-before', 30_00);
    expect((await readSession(token)).json().data).toMatchObject({ betSatang: 200_00, winSatang: 30_00, netResultSatang: -170_00 });
  });

  it('starts again with each login: a second device reports its own session, the first keeps its own', async () => {
    const p = await player();
    const phone = await p.logIn();
    const phoneStart = t.clock.now();
    await p.bet('on-phone', 10_00);
    t.clock.advanceMs(20 * MINUTE_MS);
    const tablet = await p.logIn();
    await p.bet('on-tablet', 5_00);

    expect((await readSession(phone)).json().data).toMatchObject({ sessionStartedAt: phoneStart.toISOString(), netResultSatang: -15_00 });
    expect((await readSession(tablet)).json().data).toMatchObject({ sessionStartedAt: t.clock.now().toISOString(), netResultSatang: -5_00 });
  });

  it('tells each member only their own session, whatever another member plays', async () => {
    const [mine, theirs] = [await player(), await player()];
    const myToken = await mine.logIn();
    await theirs.logIn();
    await theirs.bet('someone-else', 70_00);
    expect((await readSession(myToken)).json().data).toMatchObject({ betSatang: 0, winSatang: 0, netResultSatang: 0 });
  });

  it.each([
    ['GET', SETTING_URL],
    ['PUT', SETTING_URL],
    ['GET', SESSION_URL],
  ] as const)('refuses %s %s without a session', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === 'PUT' ? { intervalMinutes: 30 } : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('AUTH_REQUIRED');
  });

  it('refuses a session that has ended (logged out)', async () => {
    const p = await player();
    const token = await p.logIn();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await readSession(token)).statusCode).toBe(401);
  });
});
