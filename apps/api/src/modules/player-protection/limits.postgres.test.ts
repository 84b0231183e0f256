import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/raw-query';
import { memberBanks } from '../../db/schema/members';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { hub88MoneyCalls, hub88PlayerInAGame } from '../../test-support/hub88-player';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { answersOf, storm } from '../../test-support/storm';
import { testSecretBox } from '../../test-support/test-app';
import { ingestStatementLine } from '../deposits/statement-ingest.service';
import { findMemberBalance } from '../ledger/ledger.repo';
import { getAccountBalance } from '../ledger/ledger.service';
import { setLimit } from './limits.service';

describe.skipIf(!testDatabaseUrl)('limits a member set, against racing bets and deposits, on PostgreSQL', () => {
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
    const limit = (kind: 'loss' | 'wager', baht: number) =>
      setLimit(database.db, { brandId: brand.id, memberId: member.id, kind, period: 'day', amountSatang: baht * 100, now: new Date() });
    return { member, bet, win, limit, balance: () => getAccountBalance(database.db, creditAccountId) };
  }

  /** Bets the wallet took and kept for the member, in satang. */
  async function standingBets(memberId: string): Promise<number> {
    const [row] = await queryRows<{ total: number }>(
      database.db,
      sql`select coalesce(sum(amount_satang), 0)::int as total from provider_transactions where member_id = ${memberId} and kind = 'bet' and not is_rolled_back`,
    );
    return row?.total ?? 0;
  }

  it('takes exactly 100 baht of bets under a 100-baht daily wagering limit set just before 20 bets of 10 baht, each delivered 50 times at once', async () => {
    const p = await playerInAGame();
    await p.limit('wager', 100);

    const statuses = answersOf(await storm(Array.from({ length: 20 }, (_, index) => p.bet(`bet-${index}`, 10)))).map((reply) => reply.json().status as string);
    expect(new Set(statuses)).toEqual(new Set(['RS_OK', 'RS_ERROR_USER_DISABLED']));
    expect(await standingBets(p.member.id)).toBe(100_00);
    expect(await p.balance()).toBe(1_000_00 - 100_00);
  });

  it('counts a loss net of wins: after losing 70 baht under a 100-baht loss limit, bets of 40 baht stormed at once are refused and one of 30 is taken', async () => {
    const p = await playerInAGame();
    await p.limit('loss', 100);
    expect((await p.bet('first', 100)()).json().status).toBe('RS_OK');
    expect((await p.win('first-win', 'first', 30)()).json().status).toBe('RS_OK');

    const refused = answersOf(await storm(Array.from({ length: 10 }, (_, index) => p.bet(`big-${index}`, 40))));
    expect(new Set(refused.map((reply) => reply.json().status))).toEqual(new Set(['RS_ERROR_USER_DISABLED']));
    await storm(Array.from({ length: 10 }, (_, index) => p.bet(`small-${index}`, 30)));
    // Exactly one of the ten 30-baht bets was taken: the loss is then 100 baht, the limit.
    expect(await standingBets(p.member.id)).toBe(100_00 + 30_00);
    expect(await p.balance()).toBe(1_000_00 - 100_00 + 30_00 - 30_00);
  });

  it('orders a lowering against 30 bets in flight: every bet is wholly before or after it, and none is taken once the lower limit is reached', async () => {
    const p = await playerInAGame();
    await p.limit('wager', 500);
    const bets = Array.from({ length: 30 }, (_, index) => p.bet(`flight-${index}`, 10));
    // The lowering is delivered among the bets (as a storm delivers every call, 50 times: one applies).
    const lowering = () => p.limit('wager', 50);
    await storm<unknown>([...bets.slice(0, 15), lowering, ...bets.slice(15)]);
    // Bets ordered before the lowering count towards it too, so the day's bets reach at least 50
    // baht (30 bets of 10 were offered), and are over 50 only by bets taken before the lowering.
    const taken = await standingBets(p.member.id);
    expect(taken).toBeGreaterThanOrEqual(50_00);
    expect(taken % 10_00).toBe(0);
    const afterwards = answersOf(await storm(Array.from({ length: 5 }, (_, index) => p.bet(`later-${index}`, 10))));
    expect(new Set(afterwards.map((reply) => reply.json().status))).toEqual(new Set(['RS_ERROR_USER_DISABLED']));
    expect(await standingBets(p.member.id)).toBe(taken);
    expect(1_000_00 - (await p.balance())).toBe(taken);
  });

  it('credits 500 baht of ten 100-baht transfers arriving at once under a 500-baht daily deposit limit, and holds the other five for an operator', async () => {
    const brandId = (await createTestBrand(database.db)).id;
    const { member } = await createFundedMember(database.db, brandId, { passwordHash: 'x' });
    await database.db.update(memberBanks).set({ bankCode: '014', accountNumber: '1234509876' }).where(eq(memberBanks.memberId, member.id));
    await setLimit(database.db, { brandId, memberId: member.id, kind: 'deposit', period: 'day', amountSatang: 500_00, now: new Date() });

    const lines = Array.from({ length: 10 }, (_, index) => ({
      bankReference: `LIMIT-${member.id.slice(0, 8)}-${index}`,
      senderBankCode: '014',
      senderAccount: '9876',
      amountSatang: 100_00,
      occurredAt: new Date().toISOString(),
    }));
    const outcomes = await Promise.all(lines.map((line) => ingestStatementLine(database.db, brandId, line, new Date())));
    expect(outcomes.filter((outcome) => outcome.outcome === 'credited')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.outcome === 'queued')).toHaveLength(5);
    expect(await findMemberBalance(database.db, { brandId, memberId: member.id, kind: 'credit' })).toBe(500_00);
    const held = await queryRows<{ status: string; member_id: string }>(
      database.db,
      sql`select status, member_id from bank_statement_lines where brand_id = ${brandId} and status = 'held'`,
    );
    expect(held).toHaveLength(5);
    expect(new Set(held.map((row) => row.member_id))).toEqual(new Set([member.id]));
  });
});
