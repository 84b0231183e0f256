import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { playRound } from '../../test-support/game-losses';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { updateBrandSettings } from '../brands/brands.repo';
import { ensureAccount, getAccountBalance } from '../ledger/ledger.service';
import { withdrawAffiliate } from './affiliate-withdraw.service';
import { runAffiliateCommissionJob } from './commission.job';

describe.skipIf(!testDatabaseUrl)('the affiliate programme under concurrency on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  const playedAt = new Date('2026-11-21T05:00:00Z');
  const nextMorning = new Date('2026-11-22T01:00:00Z');

  beforeAll(async () => {
    database = await createThrowawayPostgres(40);
  });
  afterAll(() => database?.drop());

  /**
   * A brand paying 10 % of net loss daily, of each test's own: the job judges a brand's day once,
   * so a day another test's run has judged would pay nothing more.
   */
  async function brandPayingDaily(): Promise<string> {
    const brandId = (await createTestBrand(database.db)).id;
    await updateBrandSettings(database.db, brandId, { affiliateBasis: 'net_loss', affiliatePercentBps: 1_000, affiliatePeriod: 'daily' });
    return brandId;
  }

  /** An affiliate paid 100 baht of commission: 10 % of a friend's 1,000 baht loss. */
  async function affiliateWith100Baht() {
    const brandId = await brandPayingDaily();
    const { member: affiliate } = await createFundedMember(database.db, brandId, { passwordHash: 'x' });
    const { member: friend } = await createFundedMember(database.db, brandId, { passwordHash: 'x', creditSatang: 1_000_00, uplineId: affiliate.id });
    await playRound(database.db, brandId, friend.id, { betSatang: 1_000_00, winSatang: 0, now: playedAt });
    await runAffiliateCommissionJob(database.db, nextMorning);
    const affiliateAccountId = await ensureAccount(database.db, { brandId, memberId: affiliate.id, kind: 'affiliate' });
    const creditAccountId = await ensureAccount(database.db, { brandId, memberId: affiliate.id, kind: 'credit' });
    expect(await getAccountBalance(database.db, affiliateAccountId)).toBe(100_00);
    return { affiliate, affiliateAccountId, creditAccountId, context: { memberId: affiliate.id, brandId, username: affiliate.username, sessionId: 'test' } };
  }

  it('20 concurrent withdrawals of 30 baht from 100 baht: three succeed, nothing more leaves', async () => {
    const { affiliateAccountId, creditAccountId, context } = await affiliateWith100Baht();
    // Half to credit, half to the bank: both draw on the one affiliate balance.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        withdrawAffiliate(database.db, context, {
          amountSatang: 30_00,
          type: index % 2 === 0 ? 'credit' : 'bank',
          idempotencyKey: randomUUID(),
          now: playedAt,
        }),
      ),
    );
    const accepted = results.filter((result) => result.status === 'fulfilled');
    const refusals = new Set(
      results.flatMap((result) => (result.status === 'rejected' ? [result.reason instanceof AppError ? result.reason.code : String(result.reason)] : [])),
    );
    expect(accepted).toHaveLength(3);
    expect([...refusals]).toEqual(['INSUFFICIENT_FUNDS']);
    expect(await getAccountBalance(database.db, affiliateAccountId)).toBe(10_00);
    // What went to credit stays there; what went to the bank is held for its withdrawal.
    const toCredit = accepted.filter((result) => result.status === 'fulfilled' && result.value.type === 'credit').length;
    expect(await getAccountBalance(database.db, creditAccountId)).toBe(toCredit * 30_00);
  });

  it('one key sent 20 times at once moves the money once', async () => {
    const { affiliateAccountId, creditAccountId, context } = await affiliateWith100Baht();
    const key = randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => withdrawAffiliate(database.db, context, { amountSatang: 25_00, type: 'credit', idempotencyKey: key, now: playedAt })),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await getAccountBalance(database.db, affiliateAccountId)).toBe(75_00);
    expect(await getAccountBalance(database.db, creditAccountId)).toBe(25_00);
  });

  it('the commission job run by several instances at once pays each line once', async () => {
    const brandId = await brandPayingDaily();
    const { member: affiliate } = await createFundedMember(database.db, brandId, { passwordHash: 'x' });
    for (let index = 0; index < 5; index += 1) {
      const { member: friend } = await createFundedMember(database.db, brandId, { passwordHash: 'x', creditSatang: 100_00, uplineId: affiliate.id });
      await playRound(database.db, brandId, friend.id, { betSatang: 100_00, winSatang: 0, now: playedAt });
    }
    await Promise.all(Array.from({ length: 6 }, () => runAffiliateCommissionJob(database.db, nextMorning)));
    const affiliateAccountId = await ensureAccount(database.db, { brandId, memberId: affiliate.id, kind: 'affiliate' });
    expect(await getAccountBalance(database.db, affiliateAccountId)).toBe(5 * 10_00);
  });

  it('after a switch from daily to weekly, racing runs pay the rest of the week once and no day twice', async () => {
    const weeklyBrandId = (await createTestBrand(database.db)).id;
    const rule = { affiliateBasis: 'net_loss' as const, affiliatePercentBps: 1_000, affiliatePeriod: 'daily' as const };
    await updateBrandSettings(database.db, weeklyBrandId, rule);
    const { member: affiliate } = await createFundedMember(database.db, weeklyBrandId, { passwordHash: 'x' });
    const { member: friend } = await createFundedMember(database.db, weeklyBrandId, { passwordHash: 'x', creditSatang: 500_00, uplineId: affiliate.id });
    await playRound(database.db, weeklyBrandId, friend.id, { betSatang: 100_00, winSatang: 0, now: new Date('2026-11-16T05:00:00Z') });
    await playRound(database.db, weeklyBrandId, friend.id, { betSatang: 400_00, winSatang: 0, now: new Date('2026-11-19T05:00:00Z') });
    // Monday's loss is paid by the daily job on Tuesday morning.
    await runAffiliateCommissionJob(database.db, new Date('2026-11-17T01:00:00Z'));
    await updateBrandSettings(database.db, weeklyBrandId, { affiliatePeriod: 'weekly' });
    await Promise.all(Array.from({ length: 6 }, () => runAffiliateCommissionJob(database.db, new Date('2026-11-23T01:00:00Z'))));
    const affiliateAccountId = await ensureAccount(database.db, { brandId: weeklyBrandId, memberId: affiliate.id, kind: 'affiliate' });
    // 10 % of Monday's 100 baht, then 10 % of Thursday's 400 baht.
    expect(await getAccountBalance(database.db, affiliateAccountId)).toBe(10_00 + 40_00);
  });
});
