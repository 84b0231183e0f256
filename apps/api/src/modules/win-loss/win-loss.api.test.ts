import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember } from '../../test-support/fixtures';
import { providerClient } from '../../test-support/provider-client';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { createGameSession } from '../provider-wallet/game-sessions.service';
import { insertProvider } from '../provider-wallet/provider-wallet.repo';
import { getWinLoss } from './win-loss.service';

const SECRET = 'win-loss-provider-secret-0123456789ab';

describe("the member's win/loss", () => {
  let t: TestApp;
  let token: string;
  let username: string;
  let memberId: string;

  beforeAll(async () => {
    // The test clock starts at 12:00 on 21 November 2026 in Bangkok.
    t = await createTestApp();
    const brandId = (await t.services.brands.resolveHostname('localhost')).id;
    const provider = await insertProvider(t.database.db, { brandId, code: 'JK', name: 'JK Gaming', secret: SECRET });
    const password = 'member-password-1';
    const { member } = await createFundedMember(t.database.db, brandId, { creditSatang: 1_000_00, password });
    username = member.username;
    memberId = member.id;
    token = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })).json().token;
    const call = providerClient(t.app, { code: 'JK', secret: SECRET, now: t.clock.now });
    const gameToken = await createGameSession(t.database.db, { brandId, memberId: member.id, providerId: provider.id, gameCode: 'slot', now: t.clock.now() });
    const base = { token: gameToken, gameCode: 'slot' };

    await call('bet', { ...base, roundId: 'r1', transactionId: 'b1', amountSatang: 100_00 });
    await call('win', { ...base, roundId: 'r1', transactionId: 'w1', amountSatang: 250_00 });
    t.clock.advanceMs(60_000);
    await call('bet', { ...base, roundId: 'r2', transactionId: 'b2', amountSatang: 50_00 });
    await call('rollback', { ...base, roundId: 'r2', transactionId: 'rb2', rolledBackTransactionId: 'b2' });
    t.clock.advanceMs(20 * 3_600_000); // 08:00 the next day in Bangkok
    const nextToken = await createGameSession(t.database.db, { brandId, memberId: member.id, providerId: provider.id, gameCode: 'slot', now: t.clock.now() });
    await call('bet', { token: nextToken, gameCode: 'slot', roundId: 'r3', transactionId: 'b3', amountSatang: 30_00 });
    await call('win', { token: nextToken, gameCode: 'slot', roundId: 'r3', transactionId: 'w3', amountSatang: 0 });
    token = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })).json().token;
  });
  afterAll(() => t.close());

  const log = (payload: Record<string, unknown>, user = username) =>
    t.app.inject({ method: 'POST', url: `/api/auth/log/affiliate/${user}`, payload, headers: bearer(token) });

  it('totals each Bangkok day and lists the rounds behind them, rolled-back bets counting nothing', async () => {
    const { data } = (await log({ type: 'wl', start: '2026-11-21', end: '2026-11-22' })).json();
    expect(data.days).toEqual([
      { day: '2026-11-22', betSatang: 30_00, winSatang: 0, netSatang: -30_00, rounds: 1 },
      { day: '2026-11-21', betSatang: 100_00, winSatang: 250_00, netSatang: 150_00, rounds: 2 },
    ]);
    expect(data.rounds.map((round: { roundId: string; netSatang: number }) => [round.roundId, round.netSatang])).toEqual([
      ['r3', -30_00],
      ['r2', 0],
      ['r1', 150_00],
    ]);
    expect(data.totalRounds).toBe(3);
  });

  it('totals every round of the range even when the list of rounds is cut short', async () => {
    const data = await getWinLoss(t.database.db, memberId, { start: '2026-11-21', end: '2026-11-22' }, 1);
    expect(data.rounds.map((round) => round.roundId)).toEqual(['r3']);
    expect(data.totalRounds).toBe(3);
    expect(data.days.map((day) => [day.day, day.netSatang, day.rounds])).toEqual([
      ['2026-11-22', -30_00, 1],
      ['2026-11-21', 150_00, 2],
    ]);
  });

  it('keeps to the dates asked for', async () => {
    const { data } = (await log({ type: 'wl', start: '2026-11-22', end: '2026-11-22' })).json();
    expect(data.rounds.map((round: { roundId: string }) => round.roundId)).toEqual(['r3']);
  });

  it('refuses impossible or too long ranges, and another member', async () => {
    expect((await log({ type: 'wl', start: '2026-02-30', end: '2026-03-01' })).json().error.code).toBe('DATE_RANGE_INVALID');
    expect((await log({ type: 'wl', start: '2026-11-22', end: '2026-11-21' })).json().error.code).toBe('DATE_RANGE_INVALID');
    expect((await log({ type: 'wl', start: '2026-01-01', end: '2026-03-01' })).json().error.code).toBe('DATE_RANGE_INVALID');
    expect((await log({ type: 'wl', start: '2026-11-21', end: '2026-11-22' }, 'someone-else')).statusCode).toBe(403);
  });
});
