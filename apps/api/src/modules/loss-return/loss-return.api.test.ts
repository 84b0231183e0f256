import { bangkokMorning, bangkokNoon } from '../../test-support/bangkok-times';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { playRound } from '../../test-support/game-losses';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { signInNewOperator } from '../../test-support/operators';
import { runLossReturnJob } from './loss-return.job';

// The test clock starts on Saturday 21 November 2026, 12:00 Bangkok: in the week of 16-22 November.
const MONDAY_MORNING = new Date('2026-11-23T01:00:00Z');

describe('loss-return', () => {
  let t: TestApp;
  const password = 'loss-return-password-1';

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function memberOf(brandId: string, host: string, creditSatang = 1_000_00) {
    t.services.brands.invalidate();
    const { member } = await createFundedMember(t.database.db, brandId, { creditSatang, password });
    const token = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password }, headers: { host } })).json()
      .token as string;
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token, { host }) });
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: bearer(token, { host }) });
    const credit = async () => (await post(`/api/auth/user/getCredit/${member.username}`)).json().data.balanceSatang as number;
    return { member, get, post, credit };
  }

  it("credits each losing member's tier percent of the week's net loss once, however often the job runs", async () => {
    const brand = await createTestBrand(t.database.db);
    const host = `${brand.code}.test`;
    const loser = await memberOf(brand.id, host);
    const winner = await memberOf(brand.id, host);
    await playRound(t.database.db, brand.id, loser.member.id, { betSatang: 300_00, winSatang: 0, now: t.clock.now() });
    await playRound(t.database.db, brand.id, loser.member.id, { betSatang: 100_00, winSatang: 33_33, now: t.clock.now() });
    await playRound(t.database.db, brand.id, winner.member.id, { betSatang: 100_00, winSatang: 500_00, now: t.clock.now() });
    // A round of the new week does not count for the week that ended.
    await playRound(t.database.db, brand.id, loser.member.id, { betSatang: 50_00, winSatang: 0, now: MONDAY_MORNING });

    await runLossReturnJob(t.database.db, MONDAY_MORNING);
    await runLossReturnJob(t.database.db, new Date(MONDAY_MORNING.getTime() + 3_600_000));

    // Net loss 366.67 baht at silver's 5 %: 18.33 baht (rounded down to the satang).
    const afterPlay = 1_000_00 - 300_00 - 100_00 + 33_33 - 50_00;
    expect(await loser.credit()).toBe(afterPlay + 18_33);
    const listed = (await loser.get('/api/auth/user/loss-return')).json().data;
    expect(listed).toMatchObject({ mode: 'credit', period: 'weekly', percent: 5 });
    expect(listed.items).toEqual([
      expect.objectContaining({ periodStart: '2026-11-16', periodEnd: '2026-11-22', lossSatang: 366_67, percent: 5, amountSatang: 18_33, status: 'paid' }),
    ]);
    expect((await winner.get('/api/auth/user/loss-return')).json().data.items).toEqual([]);
    expect(await winner.credit()).toBe(1_000_00 - 100_00 + 500_00);
  });

  it('returns no day twice when the period goes from daily to weekly and back', async () => {
    const brand = await createTestBrand(t.database.db, { lossReturnPeriod: 'daily' });
    const host = `${brand.code}.test`;
    const loser = await memberOf(brand.id, host, 2_000_00);
    await playRound(t.database.db, brand.id, loser.member.id, { betSatang: 100_00, winSatang: 0, now: bangkokNoon('2026-11-16') });
    await playRound(t.database.db, brand.id, loser.member.id, { betSatang: 200_00, winSatang: 0, now: bangkokNoon('2026-11-17') });
    await playRound(t.database.db, brand.id, loser.member.id, { betSatang: 400_00, winSatang: 0, now: bangkokNoon('2026-11-19') });
    await playRound(t.database.db, brand.id, loser.member.id, { betSatang: 800_00, winSatang: 0, now: bangkokNoon('2026-11-23') });
    const afterPlay = 2_000_00 - 1_500_00;

    const admin = await signInNewOperator(t, 'admin');
    const switchPeriod = async (lossReturnPeriod: 'daily' | 'weekly') => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/brands/${brand.id}/settings`,
        payload: { lossReturnPeriod },
        headers: bearer(admin),
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    await runLossReturnJob(t.database.db, bangkokMorning('2026-11-17')); // Monday's loss
    await runLossReturnJob(t.database.db, bangkokMorning('2026-11-18')); // Tuesday's loss
    await switchPeriod('weekly');
    await runLossReturnJob(t.database.db, MONDAY_MORNING);
    // Back to daily on the Monday the week was paid: Sunday is in that week, so nothing more.
    await switchPeriod('daily');
    await runLossReturnJob(t.database.db, MONDAY_MORNING);
    await runLossReturnJob(t.database.db, bangkokMorning('2026-11-24')); // Monday 23rd's loss

    // 5 % of each loss, each day once: 5 + 10 + 20 (the week from Wednesday on) + 40 baht.
    expect(await loser.credit()).toBe(afterPlay + 5_00 + 10_00 + 20_00 + 40_00);
    const periods = (await loser.get('/api/auth/user/loss-return'))
      .json()
      .data.items.map((item: { periodStart: string; periodEnd: string }) => [item.periodStart, item.periodEnd]);
    expect(periods.sort()).toEqual([
      ['2026-11-16', '2026-11-16'],
      ['2026-11-17', '2026-11-17'],
      ['2026-11-18', '2026-11-22'],
      ['2026-11-23', '2026-11-23'],
    ]);
  });

  it('offers it to claim when the brand chooses, pays it once, and refuses another member', async () => {
    const brand = await createTestBrand(t.database.db, { lossReturnMode: 'claim' });
    const host = `${brand.code}.test`;
    const loser = await memberOf(brand.id, host);
    const other = await memberOf(brand.id, host);
    await playRound(t.database.db, brand.id, loser.member.id, { betSatang: 200_00, winSatang: 0, now: t.clock.now() });
    await runLossReturnJob(t.database.db, MONDAY_MORNING);

    const [offer] = (await loser.get('/api/auth/user/loss-return')).json().data.items;
    expect(offer).toMatchObject({ amountSatang: 10_00, status: 'offered', paidAt: null });
    expect(await loser.credit()).toBe(800_00);

    const stolen = await other.post(`/api/auth/user/loss-return/${offer.id}/claim`);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().error.code).toBe('FORBIDDEN');

    const claimed = await loser.post(`/api/auth/user/loss-return/${offer.id}/claim`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ data: { status: 'paid' }, balanceSatang: 810_00 });
    const again = await loser.post(`/api/auth/user/loss-return/${offer.id}/claim`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'LOSS_RETURN_NOT_OFFERED', message: 'รายการยอดเสียคืนนี้รับไปแล้ว หรือไม่สามารถรับได้' });
    expect(await loser.credit()).toBe(810_00);
  });
});
