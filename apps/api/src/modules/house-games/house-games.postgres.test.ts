import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HouseRound } from '@app/contract/house-games/api';
import { hiloPayout } from '@app/contract/house-games/hilo';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { createFundedMember } from '../../test-support/fixtures';
import { openHouseGame } from '../../test-support/house-player';
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
