import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/raw-query';
import { hub88MoneyCalls, hub88PlayerInAGame } from '../../test-support/hub88-player';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { answersOf, storm } from '../../test-support/storm';
import { testSecretBox } from '../../test-support/test-app';
import { getAccountBalance } from '../ledger/ledger.service';
import { takeBreak } from './breaks.service';

describe.skipIf(!testDatabaseUrl)('a break from play against the game wallet and itself, on PostgreSQL', () => {
  const secrets = testSecretBox();
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let services: Awaited<ReturnType<typeof buildApp>>['services'];

  beforeAll(async () => {
    database = await createThrowawayPostgres(40);
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
    ({ app, services } = await buildApp({ db: database.db, config, serveWeb: false, logger: false, secrets }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  async function playerInAGame() {
    const { brand, member, creditAccountId, call, fields } = await hub88PlayerInAGame(database.db, app, secrets, 'sb_slot', services.brands);
    const calls = hub88MoneyCalls({ call, fields });
    const bet = (id: string, baht: number) => calls.bet(id, baht * 100);
    const win = (id: string, betId: string, baht: number) => calls.win(id, betId, baht * 100);
    const balance = () => getAccountBalance(database.db, creditAccountId);
    return { brand, member, bet, win, balance };
  }

  it('refuses every bet of a game left open from the moment the break starts (5 bets, each delivered 50 times at once), and still pays the win of a bet made before', async () => {
    const p = await playerInAGame();
    expect((await p.bet('before', 100)()).json().status).toBe('RS_OK');

    await takeBreak(database.db, { brandId: p.brand.id, memberId: p.member.id, kind: 'time_out', period: '24h', now: new Date(), ipAddress: '127.0.0.1' });

    const bets = answersOf(await storm(Array.from({ length: 5 }, (_, index) => p.bet(`after-${index}`, 10))));
    expect(new Set(bets.map((reply) => reply.json().status))).toEqual(new Set(['RS_ERROR_USER_DISABLED']));
    expect(await p.balance()).toBe(1_000_00 - 100_00);
    expect((await p.win('win-before', 'before', 250)()).json().status).toBe('RS_OK');
    expect(await p.balance()).toBe(1_000_00 - 100_00 + 250_00);
  });

  it('writes one break when a member asks for the same twenty times at once; the rest are told it is not longer', async () => {
    const p = await playerInAGame();
    const now = new Date();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        takeBreak(database.db, { brandId: p.brand.id, memberId: p.member.id, kind: 'self_exclusion', period: '6m', now, ipAddress: '127.0.0.1' }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [(outcome.reason as { code?: string }).code] : []));
    expect(new Set(refusals)).toEqual(new Set(['BREAK_NOT_LONGER']));
    const [row] = await queryRows<{ breaks: number; audits: number }>(
      database.db,
      sql`select (select count(*)::int from member_breaks where member_id = ${p.member.id}) as breaks,
                 (select count(*)::int from audit_log where action = 'member.protection.break' and target_id = ${p.member.id}) as audits`,
    );
    expect(row).toEqual({ breaks: 1, audits: 1 });
  });
});
