import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@app/contract/admin';
import { sharpRisesResponseSchema, type SharpRiseMember } from '@app/contract/sharp-rises';
import { createFundedMember } from '../../test-support/fixtures';
import { playRound } from '../../test-support/game-losses';
import { placeTestBet, rollBackTestBet } from '../../test-support/member-activity';
import { signInNewOperator } from '../../test-support/operators';
import { createHostedBrand, creditTestDeposit } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

/** An instant in Bangkok time (UTC+7): `bangkok('2026-11-20T23:59:59')`. */
const bangkok = (localTime: string) => new Date(`${localTime}+07:00`);

/** 21 November 2026 in Bangkok; its 30 days before run from 22 October. */
const DAY = '2026-11-21';

describe('the sharp-rise report: members whose day of deposits or losses reached 3x their daily average of the 30 days before', () => {
  let t: TestApp;
  let brandId: string;
  let otherBrandId: string;
  const usernames: Record<string, string> = {};

  async function member(label: string, forBrand = brandId) {
    const username = `${label.toLowerCase()}${randomUUID().slice(0, 6)}`;
    const { member: row } = await createFundedMember(t.database.db, forBrand, { creditSatang: 100_000_00, username, passwordHash: 'x' });
    usernames[label] = username;
    return { brandId: forBrand, memberId: row.id, username };
  }

  async function deposit(who: { brandId: string; memberId: string }, amountSatang: number, at: string) {
    await creditTestDeposit(t.database.db, { brandId: who.brandId, memberId: who.memberId, amountSatang, at: bangkok(at) });
  }

  async function play(who: { brandId: string; memberId: string }, betSatang: number, winSatang: number, at: string) {
    await playRound(t.database.db, who.brandId, who.memberId, { betSatang, winSatang, now: bangkok(at) });
  }

  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await createHostedBrand(t)).id;
    otherBrandId = (await createHostedBrand(t)).id;

    // No history: a small first deposit stays under the 1,000-baht minimum; a large one is listed.
    await deposit(await member('SmallFirst'), 100_00, `${DAY}T10:00:00`);
    await deposit(await member('LargeFirst'), 1_500_00, `${DAY}T10:00:00`);

    // 15,000 baht over the 30 days is 500 a day: 1,500 is exactly three times that, 1,499.99 is not.
    const atThreeTimes = await member('AtThreeTimes');
    const underThreeTimes = await member('UnderThreeTimes');
    for (const who of [atThreeTimes, underThreeTimes]) {
      await deposit(who, 10_000_00, '2026-10-25T12:00:00');
      await deposit(who, 5_000_00, '2026-11-15T12:00:00');
    }
    await deposit(atThreeTimes, 1_500_00, `${DAY}T09:00:00`);
    await deposit(underThreeTimes, 1_499_99, `${DAY}T09:00:00`);

    // The history starts at 00:00 on 22 October: 30,000 a second earlier is not in it.
    const historyJustBefore = await member('HistoryJustBefore');
    await deposit(historyJustBefore, 30_000_00, '2026-10-21T23:59:59');
    await deposit(historyJustBefore, 1_000_00, `${DAY}T08:00:00`);
    const historyFromStart = await member('HistoryFromStart');
    await deposit(historyFromStart, 30_000_00, '2026-10-22T00:00:00');
    await deposit(historyFromStart, 1_000_00, `${DAY}T08:00:00`);

    // The day starts at 00:00 Bangkok time: a deposit a second earlier belongs to the day before.
    await deposit(await member('AtMidnight'), 1_000_00, `${DAY}T00:00:00`);
    await deposit(await member('SecondBeforeMidnight'), 1_000_00, '2026-11-20T23:59:59');

    // Losses: bets less wins. 3,000 lost over the 30 days is 100 a day; 1,200 lost today is twelve times it.
    const loser = await member('Loser');
    await play(loser, 3_000_00, 0, '2026-11-01T20:00:00');
    await play(loser, 1_500_00, 300_00, `${DAY}T11:00:00`);
    // Who won before has no average loss to compare with: the minimum alone decides.
    const formerWinner = await member('FormerWinner');
    await play(formerWinner, 100_00, 5_000_00, '2026-11-10T20:00:00');
    await play(formerWinner, 1_000_00, 0, `${DAY}T11:00:00`);
    // A bet the game cancelled was never a loss.
    const cancelled = await member('Cancelled');
    const bet = await placeTestBet(t.database.db, cancelled, 2_000_00, bangkok(`${DAY}T11:00:00`));
    await rollBackTestBet(t.database.db, cancelled, bet, bangkok(`${DAY}T11:05:00`));
    // 30,000 lost over the 30 days is 1,000 a day: 1,500 today is not three times it.
    const steadyLoser = await member('SteadyLoser');
    for (let day = 22; day <= 31; day += 1) await play(steadyLoser, 3_000_00, 0, `2026-10-${String(day)}T20:00:00`);
    await play(steadyLoser, 1_500_00, 0, `${DAY}T20:00:00`);

    // Another brand's member, however large: never on this brand's report.
    await deposit(await member('OtherBrand', otherBrandId), 50_000_00, `${DAY}T10:00:00`);

    t.clock.moveTo(bangkok(`${DAY}T23:59:59`));
  });
  afterAll(() => t.close());

  async function report(query = '', role: OperatorRole = 'support', forBrand = brandId) {
    const headers = bearer(await signInNewOperator(t, role));
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/brands/${forBrand}/protection/sharp-rises${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return sharpRisesResponseSchema.parse(response.json()).data;
  }

  const labelsOf = (members: SharpRiseMember[]) => members.map((listed) => Object.keys(usernames).find((label) => usernames[label] === listed.username));

  it("lists exactly the members whose day's deposits or losses rose sharply, largest first, for today by default", async () => {
    const today = await report();
    expect(today.day).toBe(DAY);
    expect(today.historyStartDay).toBe('2026-10-22');
    expect(labelsOf(today.members)).toEqual(['AtThreeTimes', 'LargeFirst', 'Loser', 'AtMidnight', 'FormerWinner', 'HistoryJustBefore']);
  });

  it('gives the figures that listed each member, and the ones that did not', async () => {
    const { members } = await report(`?day=${DAY}`);
    const figuresOf = (label: string) => members.find((listed) => listed.username === usernames[label]);
    expect(figuresOf('AtThreeTimes')).toMatchObject({
      name: `สมาชิก ${usernames.AtThreeTimes ?? ''}`,
      deposit: { daySatang: 1_500_00, historySatang: 15_000_00, averagePerDaySatang: 500_00, isSharpRise: true },
      loss: { daySatang: 0, historySatang: 0, averagePerDaySatang: 0, isSharpRise: false },
    });
    expect(figuresOf('Loser')).toMatchObject({
      deposit: { daySatang: 0, isSharpRise: false },
      loss: { daySatang: 1_200_00, historySatang: 3_000_00, averagePerDaySatang: 100_00, isSharpRise: true },
    });
    expect(figuresOf('FormerWinner')?.loss).toEqual({ daySatang: 1_000_00, historySatang: -4_900_00, averagePerDaySatang: -163_33, isSharpRise: true });
    expect(figuresOf('HistoryJustBefore')?.deposit).toMatchObject({ historySatang: 0, isSharpRise: true });
  });

  it('judges the day before on its own: the deposit at 23:59:59 is there, the one at 00:00 is not', async () => {
    const dayBefore = await report('?day=2026-11-20');
    expect(dayBefore.historyStartDay).toBe('2026-10-21');
    expect(labelsOf(dayBefore.members)).toEqual(['SecondBeforeMidnight']);
  });

  it.each<OperatorRole>(['admin', 'finance', 'support'])('is read by %s', async (role) => {
    expect((await report('', role)).members).toHaveLength(6);
  });

  it("shows another brand's report only its own members, and refuses an operator of other brands", async () => {
    expect(labelsOf((await report('', 'admin', otherBrandId)).members)).toEqual(['OtherBrand']);
    const otherBrandSupport = bearer(await signInNewOperator(t, 'support', [otherBrandId]));
    const refused = await t.app.inject({ method: 'GET', url: `/api/admin/brands/${brandId}/protection/sharp-rises`, headers: otherBrandSupport });
    expect(refused.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/admin/brands/${randomUUID()}/protection/sharp-rises`,
      headers: bearer(await signInNewOperator(t, 'admin')),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    ['2026-02-30', 'ไม่มีวันที่นี้ในปฏิทิน'],
    ['21-11-2026', 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว'],
    ['2026-11-22', 'เลือกได้ถึงวันนี้เท่านั้น'],
  ])('refuses the day %s with 400 VALIDATION_FAILED and a Thai message beside the field', async (day, message) => {
    const headers = bearer(await signInNewOperator(t, 'support'));
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/brands/${brandId}/protection/sharp-rises?day=${day}`, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message, field: 'day' } });
  });
});
