import { bangkokMorning, bangkokNoon } from '../../test-support/bangkok-times';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokDay } from '../../lib/bangkok-time';
import { hashTestPassword } from '../../test-support/test-passwords';
import { updateBrandSettings } from '../brands/brands.repo';
import { createFundedMember } from '../../test-support/fixtures';
import { playRound } from '../../test-support/game-losses';
import { createHostedBrand, creditTestDeposit, LONG_SESSIONS } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { runAffiliateCommissionJob } from './commission.job';

// The test clock starts on Saturday 21 November 2026, 12:00 Bangkok.
const SUNDAY_MORNING = new Date('2026-11-22T01:00:00Z');
const NEXT_MONDAY_MORNING = new Date('2026-11-23T01:00:00Z');

describe('the affiliate programme', () => {
  let t: TestApp;
  const password = 'affiliate-password-1';
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS);
    passwordHash = await hashTestPassword(password);
  });
  afterAll(() => t.close());

  async function brandWithRule(rule: { affiliateBasis: 'net_loss' | 'deposit'; affiliatePercentBps: number; affiliatePeriod: 'daily' | 'weekly' }) {
    const brand = await createHostedBrand(t);
    await updateBrandSettings(t.database.db, brand.id, rule);
    t.services.brands.invalidate();
    return brand;
  }

  /** A member of the brand, optionally invited by `uplineId`, signed in, with the affiliate calls. */
  async function memberOf(brand: { id: string; host: string }, options: { uplineId?: string; creditSatang?: number } = {}) {
    const { member } = await createFundedMember(t.database.db, brand.id, {
      passwordHash,
      creditSatang: options.creditSatang ?? 1_000_00,
      uplineId: options.uplineId,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: member.username, password },
      headers: { host: brand.host },
    });
    const headers = bearer(login.json().token as string, { host: brand.host });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
    const post = (url: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
    const bonus = async () => (await get(`/api/auth/affiliate/bonus/${member.username}`)).json().data;
    const credit = async () => (await post(`/api/auth/user/getCredit/${member.username}`)).json().data.balanceSatang as number;
    const withdraw = (body: Record<string, unknown>) => post(`/api/auth/affiliate/withdraw/${member.username}`, body);
    return { member, get, post, bonus, credit, withdraw };
  }

  it('pays the rule’s share of each invited member’s net loss for the day, once however often the job runs', async () => {
    const brand = await brandWithRule({ affiliateBasis: 'net_loss', affiliatePercentBps: 500, affiliatePeriod: 'daily' });
    const affiliate = await memberOf(brand);
    const loser = await memberOf(brand, { uplineId: affiliate.member.id });
    const winner = await memberOf(brand, { uplineId: affiliate.member.id });
    const stranger = await memberOf(brand);
    const grandchild = await memberOf(brand, { uplineId: loser.member.id });
    const now = t.clock.now();
    await playRound(t.database.db, brand.id, loser.member.id, { betSatang: 300_00, winSatang: 0, now });
    await playRound(t.database.db, brand.id, loser.member.id, { betSatang: 100_00, winSatang: 33_33, now });
    await playRound(t.database.db, brand.id, winner.member.id, { betSatang: 100_00, winSatang: 250_00, now });
    await playRound(t.database.db, brand.id, stranger.member.id, { betSatang: 100_00, winSatang: 0, now });
    await playRound(t.database.db, brand.id, grandchild.member.id, { betSatang: 10_00, winSatang: 0, now });
    // A round of Sunday belongs to the next period.
    await playRound(t.database.db, brand.id, loser.member.id, { betSatang: 50_00, winSatang: 0, now: SUNDAY_MORNING });

    await runAffiliateCommissionJob(t.database.db, SUNDAY_MORNING);
    await runAffiliateCommissionJob(t.database.db, SUNDAY_MORNING);

    // 5 % of 366.67 baht is 18.3335: rounded down to 18.33. Only one level: the grandchild pays its own upline.
    expect(await affiliate.bonus()).toEqual({
      balanceSatang: 18_33,
      totalEarnedSatang: 18_33,
      downlineCount: 2,
      rule: { basis: 'net_loss', percentBps: 500, period: 'daily' },
    });
    expect((await loser.bonus()).balanceSatang).toBe(50);
    expect((await stranger.bonus()).balanceSatang).toBe(0);

    const report = await affiliate.post(`/api/auth/affiliate/downline/bonus/${affiliate.member.username}`, { start: '2026-11-21', end: '2026-11-21' });
    expect(report.json()).toEqual({
      success: true,
      data: { total_bonus: 18_33, downline_users: { [loser.member.username]: { baseSatang: 366_67, bonusSatang: 18_33 } } },
    });
    const earlier = await affiliate.post(`/api/auth/affiliate/downline/bonus/${affiliate.member.username}`, { start: '2026-11-01', end: '2026-11-20' });
    expect(earlier.json().data).toEqual({ total_bonus: 0, downline_users: {} });
  });

  it('on the deposit basis pays a share of the week’s credited deposits', async () => {
    const brand = await brandWithRule({ affiliateBasis: 'deposit', affiliatePercentBps: 150, affiliatePeriod: 'weekly' });
    const affiliate = await memberOf(brand);
    const friend = await memberOf(brand, { uplineId: affiliate.member.id });
    await creditTestDeposit(t.database.db, { brandId: brand.id, memberId: friend.member.id, amountSatang: 1_000_00, at: t.clock.now() });
    await creditTestDeposit(t.database.db, { brandId: brand.id, memberId: friend.member.id, amountSatang: 333_33, at: t.clock.now() });
    // Monday 23 November belongs to the next week.
    await creditTestDeposit(t.database.db, { brandId: brand.id, memberId: friend.member.id, amountSatang: 500_00, at: NEXT_MONDAY_MORNING });

    await runAffiliateCommissionJob(t.database.db, SUNDAY_MORNING); // the week is not over yet
    expect((await affiliate.bonus()).balanceSatang).toBe(0);
    await runAffiliateCommissionJob(t.database.db, NEXT_MONDAY_MORNING);
    // 1.5 % of 1,333.33 baht is 19.99995: 19.99.
    expect((await affiliate.bonus()).balanceSatang).toBe(19_99);
  });

  it('pays no day twice when the rule goes from daily to weekly: the first week leaves out the days paid one by one', async () => {
    const brand = await brandWithRule({ affiliateBasis: 'deposit', affiliatePercentBps: 100, affiliatePeriod: 'daily' });
    const affiliate = await memberOf(brand);
    const friend = await memberOf(brand, { uplineId: affiliate.member.id });
    await creditTestDeposit(t.database.db, { brandId: brand.id, memberId: friend.member.id, amountSatang: 1_000_00, at: bangkokNoon('2026-11-16') });
    await creditTestDeposit(t.database.db, { brandId: brand.id, memberId: friend.member.id, amountSatang: 2_000_00, at: bangkokNoon('2026-11-17') });
    await creditTestDeposit(t.database.db, { brandId: brand.id, memberId: friend.member.id, amountSatang: 4_000_00, at: bangkokNoon('2026-11-19') });

    await runAffiliateCommissionJob(t.database.db, bangkokMorning('2026-11-17')); // Monday
    await runAffiliateCommissionJob(t.database.db, bangkokMorning('2026-11-18')); // Tuesday
    expect((await affiliate.bonus()).balanceSatang).toBe(10_00 + 20_00);

    await updateBrandSettings(t.database.db, brand.id, { affiliatePeriod: 'weekly' });
    await runAffiliateCommissionJob(t.database.db, NEXT_MONDAY_MORNING);
    await runAffiliateCommissionJob(t.database.db, NEXT_MONDAY_MORNING);
    // The week of 16-22 November is paid from Wednesday on: 1 % of Thursday's 4,000 baht.
    expect((await affiliate.bonus()).balanceSatang).toBe(10_00 + 20_00 + 40_00);
  });

  it('a rule of 0 % pays nothing', async () => {
    const brand = await brandWithRule({ affiliateBasis: 'net_loss', affiliatePercentBps: 0, affiliatePeriod: 'daily' });
    const affiliate = await memberOf(brand);
    const friend = await memberOf(brand, { uplineId: affiliate.member.id });
    await playRound(t.database.db, brand.id, friend.member.id, { betSatang: 100_00, winSatang: 0, now: t.clock.now() });
    await runAffiliateCommissionJob(t.database.db, SUNDAY_MORNING);
    expect((await affiliate.bonus()).balanceSatang).toBe(0);
  });

  /** An affiliate with 100 baht of commission earned from one friend's losses. */
  async function affiliateWithCommission() {
    const brand = await brandWithRule({ affiliateBasis: 'net_loss', affiliatePercentBps: 1_000, affiliatePeriod: 'daily' });
    const affiliate = await memberOf(brand, { creditSatang: 0 });
    const friend = await memberOf(brand, { uplineId: affiliate.member.id });
    await playRound(t.database.db, brand.id, friend.member.id, { betSatang: 1_000_00, winSatang: 0, now: t.clock.now() });
    await runAffiliateCommissionJob(t.database.db, SUNDAY_MORNING);
    expect((await affiliate.bonus()).balanceSatang).toBe(100_00);
    return { brand, affiliate, friend };
  }

  it('moves commission to credit once per key, and refuses more than the balance with nothing moved', async () => {
    const { affiliate } = await affiliateWithCommission();
    const first = await affiliate.withdraw({ amount: '40.50', type: 'credit', idempotencyKey: 'aff-credit-0001' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ type: 'credit', amountSatang: 40_50, affiliateBalanceAfterSatang: 59_50, withdrawalUuid: null });
    const replay = await affiliate.withdraw({ amount: '40.50', type: 'credit', idempotencyKey: 'aff-credit-0001' });
    expect(replay.json().data.amountSatang).toBe(40_50);
    expect(await affiliate.credit()).toBe(40_50);
    expect((await affiliate.bonus()).balanceSatang).toBe(59_50);

    const tooMuch = await affiliate.withdraw({ amount: '59.51', type: 'credit', idempotencyKey: 'aff-credit-0002' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', field: 'amount' });
    const reused = await affiliate.withdraw({ amount: '1', type: 'credit', idempotencyKey: 'aff-credit-0001' });
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await affiliate.bonus()).balanceSatang).toBe(59_50);
    expect(await affiliate.credit()).toBe(40_50);
    for (const amount of ['0', '-5', 'abc', '1.234']) {
      expect((await affiliate.withdraw({ amount, type: 'credit', idempotencyKey: `aff-bad-${amount}xx` })).statusCode).toBe(400);
    }
    expect((await affiliate.withdraw({ amount: '1', type: 'cash', idempotencyKey: 'aff-bad-type' })).statusCode).toBe(400);

    // Ledger entries carry the API's clock: the commission the job's run, the move the test's.
    const [start, end] = [bangkokDay(SUNDAY_MORNING), bangkokDay(t.clock.now())].sort();
    const logToday = await affiliate.post(`/api/auth/log/affiliate/${affiliate.member.username}`, { type: 'af', start, end });
    expect(
      logToday
        .json()
        .data.map((entry: { kind: string; amountSatang: number; balanceAfterSatang: number }) => [entry.kind, entry.amountSatang, entry.balanceAfterSatang]),
    ).toEqual([
      ['to_credit', -40_50, 59_50],
      ['commission', 100_00, 100_00],
    ]);
  });

  it('to the bank makes a withdrawal request under the withdrawal rules, or moves nothing', async () => {
    const { affiliate } = await affiliateWithCommission();
    const sent = await affiliate.withdraw({ amount: '30', type: 'bank', idempotencyKey: 'aff-bank-0001' });
    expect(sent.statusCode, sent.body).toBe(200);
    const { withdrawalUuid } = sent.json().data;
    const pending = await affiliate.get(`/api/auth/withdraw/withdraw-request/${affiliate.member.id}`);
    expect(pending.json().data).toEqual([expect.objectContaining({ uuid: withdrawalUuid, amountSatang: 30_00, status: 'pending' })]);
    // The money is held for the withdrawal: not in the affiliate balance and not spendable credit.
    expect((await affiliate.bonus()).balanceSatang).toBe(70_00);
    expect(await affiliate.credit()).toBe(0);

    // Five withdrawals a day at most: the sixth is refused and the affiliate balance stays.
    for (let index = 2; index <= 5; index += 1) {
      expect((await affiliate.withdraw({ amount: '1', type: 'bank', idempotencyKey: `aff-bank-000${index}` })).statusCode).toBe(200);
    }
    const sixth = await affiliate.withdraw({ amount: '1', type: 'bank', idempotencyKey: 'aff-bank-0006' });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().error.code).toBe('WITHDRAWAL_DAILY_COUNT_REACHED');
    expect((await affiliate.bonus()).balanceSatang).toBe(66_00);
    expect(await affiliate.credit()).toBe(0);
  });

  it('lists the downline and the code, and refuses another member’s uuid or username with 403', async () => {
    const brand = await brandWithRule({ affiliateBasis: 'net_loss', affiliatePercentBps: 500, affiliatePeriod: 'daily' });
    const affiliate = await memberOf(brand);
    const friend = await memberOf(brand, { uplineId: affiliate.member.id });
    const code = await affiliate.get(`/api/auth/affiliate/code/${affiliate.member.id}`);
    expect(code.json()).toEqual({ data: { code: affiliate.member.affiliateCode } });
    const downline = await affiliate.get(`/api/auth/affiliate/downline/${affiliate.member.username}`);
    expect(downline.json()).toEqual({ data: [{ username: friend.member.username, registeredAt: expect.any(String) }], meta: { total: 1 } });

    const calls = [
      friend.get(`/api/auth/affiliate/code/${affiliate.member.id}`),
      friend.get(`/api/auth/affiliate/downline/${affiliate.member.username}`),
      friend.get(`/api/auth/affiliate/bonus/${affiliate.member.username}`),
      friend.post(`/api/auth/affiliate/downline/bonus/${affiliate.member.username}`, { start: '2026-11-01', end: '2026-11-21' }),
      friend.post(`/api/auth/affiliate/withdraw/${affiliate.member.username}`, { amount: '1', type: 'credit', idempotencyKey: 'not-mine-01' }),
      friend.post(`/api/auth/log/affiliate/${affiliate.member.username}`, { type: 'af', start: '2026-11-01', end: '2026-11-21' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
      expect(response.body).not.toContain(affiliate.member.affiliateCode);
    }
  });
});
