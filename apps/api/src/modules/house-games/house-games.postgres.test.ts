import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HouseRound } from '@app/contract/house-games/api';
import { hiloPayout } from '@app/contract/house-games/hilo';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/raw-query';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { createFundedMember } from '../../test-support/fixtures';
import { openHouseGame, openLaunchToken } from '../../test-support/house-player';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { bearer, manualClock } from '../../test-support/test-app';

describe.skipIf(!testDatabaseUrl)('house games under concurrent requests on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let brandId: string;
  const clock = manualClock();
  const password = 'house-concurrency-1';

  beforeAll(async () => {
    database = await createThrowawayPostgres(40);
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    await seedDemoIfEmpty(database.db, config.demo);
    const built = await buildApp({ db: database.db, config, clock: clock.now, serveWeb: false, logger: false });
    app = built.app;
    brandId = (await built.services.brands.resolveHostname('localhost')).id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  async function player() {
    const { member } = await createFundedMember(database.db, brandId, { creditSatang: 500_00, password });
    const token = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password } })).json().token as string;
    const credit = async () =>
      (await app.inject({ method: 'POST', url: `/api/auth/user/getCredit/${member.username}`, headers: bearer(token) })).json().data.balanceSatang as number;
    return { token, credit };
  }

  it('takes one of ten slot spins sent at once and refuses the rest, moving money for one', async () => {
    const p = await player();
    const { play } = await openHouseGame(app, p.token, 'house-slot');
    const spins = await Promise.all(Array.from({ length: 10 }, () => play('POST', '/api/house/slot/spin', { betSatang: 1_000 })));
    const taken = spins.filter((spin) => spin.statusCode === 200);
    expect(taken).toHaveLength(1);
    expect(spins.filter((spin) => spin.statusCode === 429).map((spin) => spin.json().error.code)).toEqual(Array(9).fill('SPIN_TOO_SOON'));
    const round = taken[0]?.json().data.round as HouseRound;
    expect(await p.credit()).toBe(500_00 - 1_000 + round.winSatang);
  });

  it('pays an open hi-lo round once when cash-outs and guesses race, at the value its final state shows', async () => {
    const p = await player();
    const { play } = await openHouseGame(app, p.token, 'house-hilo');
    expect((await play('POST', '/api/house/hilo/start', { betSatang: 1_000 })).statusCode).toBe(200);
    const calls = Array.from({ length: 12 }, (_, index) =>
      index % 3 === 0
        ? play('POST', '/api/house/hilo/guess', { choice: index % 2 === 0 ? 'higher' : 'lower' })
        : index % 3 === 1
          ? play('POST', '/api/house/hilo/cashout')
          : app.inject({ method: 'POST', url: '/api/auth/user/game/cashOut', payload: { providerCode: 'HOUSE' }, headers: bearer(p.token) }),
    );
    await Promise.all(calls);
    const [round] = (await play('GET', '/api/house/rounds')).json().data as HouseRound[];
    expect(round?.status).toBe('settled');
    const detail = round?.detail;
    if (detail?.game !== 'house-hilo') throw new Error('not a hi-lo round');
    expect(round?.winSatang).toBe(detail.hiloStatus === 'lost' ? 0 : hiloPayout(1_000, detail.multiplierBps));
    expect(await p.credit()).toBe(500_00 - 1_000 + (round?.winSatang ?? 0));
  });
});

describe.skipIf(!testDatabaseUrl)('house deals raced by a cash-out or a new play session on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  const apps: Record<'replyLimitDefault' | 'everyRoundOverdue', Awaited<ReturnType<typeof buildApp>>['app']> = Object.create(null);
  let brandId: string;
  const clock = manualClock();
  const password = 'house-race-password-1';
  const MEMBERS = 20;
  const DEALS_PER_MEMBER = 10;
  const START_SATANG = 500_00;
  const BET_SATANG = 10_00;

  beforeAll(async () => {
    database = await createThrowawayPostgres(60);
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    await seedDemoIfEmpty(database.db, config.demo);
    const base = { db: database.db, config, clock: clock.now, serveWeb: false, logger: false } as const;
    const withDefaultLimit = await buildApp(base);
    apps.replyLimitDefault = withDefaultLimit.app;
    // The worst case for the claim: every pending round counts as overdue the moment it exists.
    apps.everyRoundOverdue = (await buildApp({ ...base, houseRoundOverdueAfterMs: 0 })).app;
    brandId = (await withDefaultLimit.services.brands.resolveHostname('localhost')).id;
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((app) => app.close()));
    await database?.drop();
  });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** One member's deals, each followed 0-5 ms later by a cash-out (or, every third, a new play session). */
  async function playRacedDeals(app: FastifyInstance) {
    const { member } = await createFundedMember(database.db, brandId, { creditSatang: START_SATANG, password });
    const token = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password } })).json().token as string;
    const { play } = await openHouseGame(app, token, 'house-baccarat');
    const answered: string[] = [];
    for (let deal = 0; deal < DEALS_PER_MEMBER; deal += 1) {
      const racer =
        deal % 3 === 2
          ? openLaunchToken(app, token, 'house-baccarat').then(async (launch) => {
              await pause(Math.random() * 5);
              return app.inject({ method: 'POST', url: '/api/house/session', payload: { launchToken: launch } });
            })
          : pause(Math.random() * 5).then(() =>
              app.inject({ method: 'POST', url: '/api/auth/user/game/cashOut', payload: { providerCode: 'HOUSE' }, headers: bearer(token) }),
            );
      const [dealt] = await Promise.all([play('POST', '/api/house/baccarat/deal', { betSatang: BET_SATANG, side: 'banker' }), racer]);
      if (dealt.statusCode === 200) answered.push((dealt.json().data.round as HouseRound).roundId);
    }
    return { member, token, answered };
  }

  async function roundsOf(memberId: string) {
    return queryRows<{ id: string; status: string; bet: number; win: number }>(
      database.db,
      sql`select id, status, bet_satang as bet, win_satang as win from house_rounds where member_id = ${memberId}`,
    );
  }

  for (const limit of ['replyLimitDefault', 'everyRoundOverdue'] as const) {
    it(`keeps every balance at start - bets + wins of settled rounds over ${String(MEMBERS * DEALS_PER_MEMBER)} raced deals (${limit})`, async () => {
      const app = apps[limit];
      const players = await Promise.all(Array.from({ length: MEMBERS }, () => playRacedDeals(app)));
      // Later, past any reply limit, a cash-out finishes whatever a lost reply left behind.
      clock.advanceMs(60_000);
      for (const player of players) {
        const finished = await app.inject({
          method: 'POST',
          url: '/api/auth/user/game/cashOut',
          payload: { providerCode: 'HOUSE' },
          headers: bearer(player.token),
        });
        expect(finished.statusCode, finished.body).toBe(200);
      }
      for (const player of players) {
        const rounds = await roundsOf(player.member.id);
        expect(rounds).toHaveLength(DEALS_PER_MEMBER);
        expect(rounds.filter((round) => !['settled', 'refused', 'voided'].includes(round.status))).toEqual([]);
        const settledNet = rounds.filter((round) => round.status === 'settled').reduce((sum, round) => sum + round.win - round.bet, 0);
        const credit = (await app.inject({ method: 'POST', url: `/api/auth/user/getCredit/${player.member.username}`, headers: bearer(player.token) })).json()
          .data.balanceSatang;
        expect(credit).toBe(START_SATANG + settledNet);
        // A deal the member was told about is a settled round, never one rolled back behind them.
        const answeredStatuses = rounds.filter((round) => player.answered.includes(round.id)).map((round) => round.status);
        expect(answeredStatuses.every((status) => status === 'settled')).toBe(true);
      }
      if (limit === 'replyLimitDefault') {
        // Within the reply limit a deal on its way is left alone: every deal was played out.
        const all = (await Promise.all(players.map((player) => roundsOf(player.member.id)))).flat();
        expect(all.filter((round) => round.status !== 'settled')).toEqual([]);
      }
    });
  }
});
