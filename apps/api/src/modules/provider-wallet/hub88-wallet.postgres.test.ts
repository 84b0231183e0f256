import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { hub88PlayerInAGame } from '../../test-support/hub88-player';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { testSecretBox } from '../../test-support/test-app';
import { getAccountBalance } from '../ledger/ledger.service';
import { answersOf, storm as stormOf } from '../../test-support/storm';

/** Each copy is sent with a new request_uuid, as Hub88's retries are. */
const storm = async <T>(calls: (() => Promise<T>)[]) => answersOf(await stormOf(calls));

const SATANG = 1000;

describe.skipIf(!testDatabaseUrl)('the Hub88 wallet endpoint under duplicate and out-of-order delivery, on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let services: Awaited<ReturnType<typeof buildApp>>['services'];
  const secrets = testSecretBox();

  beforeAll(async () => {
    database = await createThrowawayPostgres(40);
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
    ({ app, services } = await buildApp({ db: database.db, config, serveWeb: false, logger: false, secrets }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('ends at the balance of one clean delivery of each call', async () => {
    const { creditAccountId, call, fields, member, token } = await hub88PlayerInAGame(database.db, app, secrets, 'sb_slot', services.brands);
    const bet = (id: string, round: string, baht: number) => () =>
      call('transaction/bet', { ...fields, request_uuid: randomUUID(), transaction_uuid: id, round, amount: baht * 100 * SATANG });
    const win = (id: string, betId: string, round: string, baht: number) => () =>
      call('transaction/win', {
        ...fields,
        request_uuid: randomUUID(),
        transaction_uuid: id,
        reference_transaction_uuid: betId,
        round,
        amount: baht * 100 * SATANG,
      });
    const rollback = (id: string, betId: string, round: string) => () =>
      call('transaction/rollback', {
        user: member.id,
        token,
        game_code: 'sb_slot',
        request_uuid: randomUUID(),
        transaction_uuid: id,
        reference_transaction_uuid: betId,
        round,
      });

    // Round 1: a bet, then its win, each delivered 50 times at once.
    await storm([bet('A', 'r1', 100)]);
    await storm([win('WA', 'A', 'r1', 150)]);
    // Round 2: a bet and its rollback race; whichever lands first, the bet costs nothing.
    await storm([bet('B', 'r2', 200), rollback('RB', 'B', 'r2')]);
    // Round 3: the rollback arrives before its bet; the bet is then refused every time.
    await storm([rollback('RC', 'C', 'r3')]);
    const lateBets = await storm([bet('C', 'r3', 300)]);
    expect(lateBets.every((reply) => reply.json().status !== 'RS_OK')).toBe(true);
    // Round 4: a bet, then its win and a rollback of it race; the win is paid only if it came first.
    await storm([bet('D', 'r4', 50)]);
    const raced = await storm([win('WD', 'D', 'r4', 80), rollback('RD', 'D', 'r4')]);
    expect(raced.every((reply) => reply.isSigned)).toBe(true);

    // The bet is rolled back either way. The win was paid once if it came while the bet stood,
    // and refused every time if the rollback came first.
    const [betD] = await queryRows<{ is_rolled_back: boolean }>(database.db, sql`select is_rolled_back from provider_transactions where transaction_id = 'D'`);
    const [winD] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from provider_transactions where transaction_id = 'WD'`);
    expect(betD?.is_rolled_back).toBe(true);
    expect(await getAccountBalance(database.db, creditAccountId)).toBe(1_000_00 - 100_00 + 150_00 + (winD?.n === 1 ? 80_00 : 0));
  });
});
