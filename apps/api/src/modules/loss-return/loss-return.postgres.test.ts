import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { playRound } from '../../test-support/game-losses';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { startScheduler } from '../../jobs/scheduler';
import { getAccountBalance } from '../ledger/ledger.service';
import { listMemberLossReturns } from './loss-return.repo';
import { claimLossReturn, computeLossReturns } from './loss-return.service';

const PLAYED_AT = new Date('2026-11-18T05:00:00Z'); // Wednesday, in the week of 16-22 November
const MONDAY_MORNING = new Date('2026-11-23T01:00:00Z');

describe.skipIf(!testDatabaseUrl)('loss-return on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  beforeAll(async () => {
    database = await createThrowawayPostgres(40);
  });
  afterAll(() => database?.drop());

  async function loser(brandId: string) {
    const { member, creditAccountId } = await createFundedMember(database.db, brandId, { creditSatang: 1_000_00, passwordHash: 'x' });
    await playRound(database.db, brandId, member.id, { betSatang: 400_00, winSatang: 0, now: PLAYED_AT });
    return { member, creditAccountId };
  }

  it('credits once when ten runs of the job race each other', async () => {
    const brand = await createTestBrand(database.db);
    const members = await Promise.all([loser(brand.id), loser(brand.id), loser(brand.id)]);
    await Promise.all(Array.from({ length: 10 }, () => computeLossReturns(database.db, brand, MONDAY_MORNING)));
    for (const { member, creditAccountId } of members) {
      expect(await getAccountBalance(database.db, creditAccountId)).toBe(1_000_00 - 400_00 + 20_00);
      expect(await listMemberLossReturns(database.db, member.id, 10)).toHaveLength(1);
    }
  });

  it('after a switch from daily to weekly, ten racing runs return the rest of the week once and no day twice', async () => {
    const brand = await createTestBrand(database.db, { lossReturnPeriod: 'daily' });
    const { member, creditAccountId } = await createFundedMember(database.db, brand.id, { creditSatang: 1_000_00, passwordHash: 'x' });
    await playRound(database.db, brand.id, member.id, { betSatang: 100_00, winSatang: 0, now: new Date('2026-11-16T05:00:00Z') });
    await playRound(database.db, brand.id, member.id, { betSatang: 400_00, winSatang: 0, now: PLAYED_AT });
    // Monday's loss is returned by the daily job on Tuesday morning.
    await computeLossReturns(database.db, brand, new Date('2026-11-17T01:00:00Z'));
    const weekly = { ...brand, lossReturnPeriod: 'weekly' as const };
    await Promise.all(Array.from({ length: 10 }, () => computeLossReturns(database.db, weekly, MONDAY_MORNING)));
    // 5 % of Monday's 100 baht, then 5 % of the 400 baht lost from Tuesday to Sunday.
    expect(await getAccountBalance(database.db, creditAccountId)).toBe(1_000_00 - 500_00 + 5_00 + 20_00);
    expect((await listMemberLossReturns(database.db, member.id, 10)).map((row) => [row.periodStart, row.periodEnd]).sort()).toEqual([
      ['2026-11-16', '2026-11-16'],
      ['2026-11-17', '2026-11-22'],
    ]);
  });

  it('pays an offered loss-return once when the member claims it twenty times at once', async () => {
    const brand = await createTestBrand(database.db, { lossReturnMode: 'claim' });
    const { member, creditAccountId } = await loser(brand.id);
    await computeLossReturns(database.db, brand, MONDAY_MORNING);
    const [offer] = await listMemberLossReturns(database.db, member.id, 10);
    const claims = await Promise.allSettled(
      Array.from({ length: 20 }, () => claimLossReturn(database.db, { memberId: member.id }, offer?.id ?? '', MONDAY_MORNING)),
    );
    expect(claims.filter((claim) => claim.status === 'fulfilled')).toHaveLength(1);
    expect(claims.filter((claim) => claim.status === 'rejected').map((claim) => (claim as PromiseRejectedResult).reason.code)).toEqual(
      Array(19).fill('LOSS_RETURN_NOT_OFFERED'),
    );
    expect(await getAccountBalance(database.db, creditAccountId)).toBe(1_000_00 - 400_00 + 20_00);
  });

  it('runs the job through the pg-boss queue', async () => {
    const brand = await createTestBrand(database.db);
    const { member, creditAccountId } = await loser(brand.id);
    const log = { info: () => undefined, error: () => undefined };
    const scheduler = await startScheduler({ db: database.db, clock: () => MONDAY_MORNING, log, databaseUrl: database.url });
    try {
      // Starting runs the job once through the queue; wait for the worker to pick it up.
      const deadline = Date.now() + 20_000;
      while ((await listMemberLossReturns(database.db, member.id, 10)).length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await listMemberLossReturns(database.db, member.id, 10)).toHaveLength(1);
      expect(await getAccountBalance(database.db, creditAccountId)).toBe(1_000_00 - 400_00 + 20_00);
    } finally {
      await scheduler.stop();
    }
  }, 30_000);
});
