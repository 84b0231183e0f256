import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { hub88MoneyCalls, hub88PlayerInAGame } from '../../test-support/hub88-player';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { answersOf, storm } from '../../test-support/storm';
import { testSecretBox } from '../../test-support/test-app';
import { openMemberSession } from '../auth/member-auth.service';
import { getAccountBalance } from '../ledger/ledger.service';

describe.skipIf(!testDatabaseUrl)("a reality check's net result against the game wallet, on PostgreSQL", () => {
  const secrets = testSecretBox();
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let built: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createThrowawayPostgres(40);
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
    built = await buildApp({ db: database.db, config, serveWeb: false, logger: false, secrets });
  });
  afterAll(async () => {
    await built?.app.close();
    await database?.drop();
  });

  it('equals the change of the balance since login, with every bet, win and rollback delivered many times at once', async () => {
    const { brand, member, creditAccountId, call, fields } = await hub88PlayerInAGame(database.db, built.app, secrets, 'sb_slot', built.services.brands);
    const { bet, win, rollBack } = hub88MoneyCalls({ call, fields });

    // Play before the login belongs to no part of this session.
    expect((await bet('before-login', 123_45)()).json().status).toBe('RS_OK');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { token } = await openMemberSession({ db: database.db, lifetime: built.services.memberSessionLifetime }, member, {
      ipAddress: '127.0.0.1',
      userAgent: null,
      client: { platform: 'AND', channel: 'web', webVersion: 'test' },
      now: new Date(),
    });
    const balanceAtLogin = await getAccountBalance(database.db, creditAccountId);

    const bets = answersOf(await storm([bet('b1', 100_00), bet('b2', 37_50), bet('b3', 12_34), bet('b4', 200_00)]));
    expect(new Set(bets.map((reply) => reply.json().status))).toEqual(new Set(['RS_OK']));
    const settled = answersOf(await storm([win('w1', 'b1', 180_25), win('w3', 'b3', 0), rollBack('r2', 'b2'), rollBack('r4', 'b4')]));
    expect(new Set(settled.map((reply) => reply.json().status))).toEqual(new Set(['RS_OK']));

    const response = await built.app.inject({
      method: 'GET',
      url: '/api/auth/protection/reality-check/session',
      headers: { authorization: `Bearer ${token}`, host: `${brand.code}.test` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { betSatang: number; winSatang: number; netResultSatang: number } }>();
    expect(data).toMatchObject({ betSatang: 100_00 + 12_34, winSatang: 180_25, netResultSatang: 180_25 - 100_00 - 12_34 });
    expect(data.netResultSatang).toBe((await getAccountBalance(database.db, creditAccountId)) - balanceAtLogin);
  });
});
