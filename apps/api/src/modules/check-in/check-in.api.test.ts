import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { brandRewardSettings, checkInDays, checkIns } from '../../db/schema/rewards';
import { hashTestPassword } from '../../test-support/test-passwords';
import { createHostedBrand, LONG_SESSIONS, memberLedgerMovements, signInMember } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// Bangkok is UTC+7: 05:00Z is noon there, 16:59:59Z the last second of the Bangkok day.
const NOON_22_NOVEMBER = new Date('2026-11-22T05:00:00Z');
const LAST_SECOND_22_NOVEMBER = new Date('2026-11-22T16:59:59Z');
const LATE_30_NOVEMBER = new Date('2026-11-30T16:30:00Z');
const MIDNIGHT_1_DECEMBER = new Date('2026-11-30T17:00:00Z');
const MORNING_7_DECEMBER = new Date('2026-12-07T03:00:00Z');

describe('daily check-in', () => {
  let t: TestApp;
  const password = 'check-in-password-1';
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS);
    passwordHash = await hashTestPassword(password);
  });
  afterAll(() => t.close());

  async function brandWithMember(days: { dayOfMonth: number; rewardKind: 'credit' | 'point' | 'none'; amount: number }[] = []) {
    const brand = await createHostedBrand(t);
    for (const day of days) {
      await t.database.db
        .update(checkInDays)
        .set({ rewardKind: day.rewardKind, amount: day.amount })
        .where(and(eq(checkInDays.brandId, brand.id), eq(checkInDays.dayOfMonth, day.dayOfMonth)));
    }
    const member = await signInMember(t, brand, { password, passwordHash, creditSatang: 100_00 });
    return { brand, ...member };
  }

  it("shows this Bangkok month's check-ins, and today's and tomorrow's rewards from the brand's own table", async () => {
    t.clock.moveTo(NOON_22_NOVEMBER);
    const m = await brandWithMember([
      { dayOfMonth: 22, rewardKind: 'credit', amount: 12_34 },
      { dayOfMonth: 23, rewardKind: 'point', amount: 7 },
    ]);
    // Earlier check-ins: the last day of October is another month and is left out.
    const [october, first] = await t.database.db
      .insert(checkIns)
      .values([
        { brandId: m.brand.id, memberId: m.member.id, bangkokDay: '2026-10-31', rewardKind: 'credit', amount: 10_00 },
        { brandId: m.brand.id, memberId: m.member.id, bangkokDay: '2026-11-01', rewardKind: 'credit', amount: 1_00 },
      ])
      .returning();

    const state = await m.get('/api/auth/game/check-in');
    expect(state.statusCode, state.body).toBe(200);
    const { days, ...rest } = state.json();
    expect(rest).toEqual({
      date: '2026-11-22',
      // Each entry carries its day as json.day and its amount as value and game_value (spec section 3).
      data: [{ id: first?.id, json: { day: 1 }, reward: { kind: 'credit', amountSatang: 1_00 }, value: 1_00, game_value: 1_00 }],
      visible: true,
      today: false,
      value: { kind: 'credit', amountSatang: 12_34 },
      tomorrowValue: { kind: 'point', points: 7 },
    });
    // Every day of November (30), each with the brand's reward: the default table with the two changed days.
    expect(days.map((day: { day: number }) => day.day)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(days[0]).toEqual({ day: 1, reward: { kind: 'credit', amountSatang: 1_00 } });
    expect(days[6]).toEqual({ day: 7, reward: { kind: 'point', points: 10 } });
    expect(days[21]).toEqual({ day: 22, reward: { kind: 'credit', amountSatang: 12_34 } });
    expect(days[22]).toEqual({ day: 23, reward: { kind: 'point', points: 7 } });
    expect(state.body).not.toContain(october?.id);
  });

  it("pays exactly the day's credit through the ledger, and a second check-in the same day is refused and pays nothing", async () => {
    t.clock.moveTo(NOON_22_NOVEMBER);
    const m = await brandWithMember([{ dayOfMonth: 22, rewardKind: 'credit', amount: 12_34 }]);
    const before = await m.balances();
    const movementsBefore = await memberLedgerMovements(t.database.db, m.member.id);

    const checkedIn = await m.post('/api/auth/game/check-in');
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    const result = checkedIn.json().data;
    expect(result).toMatchObject({
      // gameValue.value and gameValueTomorrow.value (spec section 3), in satang beside the kind.
      gameValue: { kind: 'credit', amountSatang: 12_34, value: 12_34 },
      // The 23rd keeps the brand's default: 2 baht.
      gameValueTomorrow: { kind: 'credit', amountSatang: 2_00, value: 2_00 },
      entry: { id: result.gameLog.id, json: { day: 22 }, reward: { kind: 'credit', amountSatang: 12_34 }, value: 12_34, game_value: 12_34 },
      balances: { balanceSatang: before.balanceSatang + 12_34, points: before.points },
    });
    expect(await m.balances()).toEqual({ balanceSatang: before.balanceSatang + 12_34, points: before.points });
    expect((await memberLedgerMovements(t.database.db, m.member.id)).slice(movementsBefore.length)).toEqual([
      {
        transferKind: 'reward',
        idempotencyKey: `check-in:${result.gameLog.id}`,
        accountKind: 'credit',
        amountSatang: 12_34,
        balanceAfterSatang: before.balanceSatang + 12_34,
      },
    ]);
    const state = (await m.get('/api/auth/game/check-in')).json();
    expect(state).toMatchObject({ today: true, data: [result.entry] });

    const again = await m.post('/api/auth/game/check-in');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'ALREADY_CHECKED_IN', message: 'วันนี้เช็คอินไปแล้ว กลับมาใหม่พรุ่งนี้นะ' } });
    expect(await m.balances()).toEqual({ balanceSatang: before.balanceSatang + 12_34, points: before.points });
    expect(await memberLedgerMovements(t.database.db, m.member.id)).toHaveLength(movementsBefore.length + 1);
  });

  it('counts 23:59:59 in Bangkok as the same day and 00:00:00 as the next one', async () => {
    t.clock.moveTo(LAST_SECOND_22_NOVEMBER);
    const m = await brandWithMember();
    const before = await m.balances();

    const late = await m.post('/api/auth/game/check-in');
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data.entry).toMatchObject({ json: { day: 22 }, reward: { kind: 'credit', amountSatang: 1_00 } });
    expect((await m.post('/api/auth/game/check-in')).json().error.code).toBe('ALREADY_CHECKED_IN');

    t.clock.advanceMs(1_000); // 17:00:00Z: midnight of the 23rd in Bangkok
    const state = (await m.get('/api/auth/game/check-in')).json();
    expect(state).toMatchObject({ today: false, value: { kind: 'credit', amountSatang: 2_00 }, tomorrowValue: { kind: 'credit', amountSatang: 3_00 } });
    const nextDay = await m.post('/api/auth/game/check-in');
    expect(nextDay.statusCode, nextDay.body).toBe(200);
    expect(nextDay.json().data.entry).toMatchObject({ json: { day: 23 }, reward: { kind: 'credit', amountSatang: 2_00 } });
    const after = (await m.get('/api/auth/game/check-in')).json();
    expect(after.today).toBe(true);
    expect(after.data.map((entry: { json: { day: number } }) => entry.json.day)).toEqual([22, 23]);
    expect(await m.balances()).toEqual({ balanceSatang: before.balanceSatang + 1_00 + 2_00, points: before.points });
  });

  it("starts each Bangkok month afresh: last month's check-ins are left out", async () => {
    t.clock.moveTo(LATE_30_NOVEMBER);
    const m = await brandWithMember();
    expect((await m.post('/api/auth/game/check-in')).json().data.entry.json.day).toBe(30);

    t.clock.moveTo(MIDNIGHT_1_DECEMBER);
    expect((await m.get('/api/auth/game/check-in')).json()).toMatchObject({ data: [], today: false, value: { kind: 'credit', amountSatang: 1_00 } });
    const first = await m.post('/api/auth/game/check-in');
    expect(first.statusCode, first.body).toBe(200);
    expect((await m.get('/api/auth/game/check-in')).json().data).toEqual([first.json().data.entry]);
  });

  it('pays points, not credit, on a point day (the 7th)', async () => {
    t.clock.moveTo(MORNING_7_DECEMBER);
    const m = await brandWithMember([{ dayOfMonth: 8, rewardKind: 'none', amount: 0 }]);
    const before = await m.balances();
    expect((await m.get('/api/auth/game/check-in')).json().value).toEqual({ kind: 'point', points: 10 });

    const checkedIn = await m.post('/api/auth/game/check-in');
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(checkedIn.json().data).toMatchObject({
      gameValue: { kind: 'point', points: 10, value: 10 },
      gameValueTomorrow: { kind: 'none', value: 0 },
      balances: { balanceSatang: before.balanceSatang, points: before.points + 10 },
    });
    expect(await m.balances()).toEqual({ balanceSatang: before.balanceSatang, points: before.points + 10 });
    expect((await memberLedgerMovements(t.database.db, m.member.id)).at(-1)).toMatchObject({
      transferKind: 'point_earn',
      accountKind: 'point',
      amountSatang: 10,
    });
  });

  it('hides check-in and refuses it where the brand has it closed', async () => {
    t.clock.moveTo(NOON_22_NOVEMBER);
    const m = await brandWithMember();
    await t.database.db.update(brandRewardSettings).set({ isCheckInOpen: false }).where(eq(brandRewardSettings.brandId, m.brand.id));
    const before = await m.balances();

    expect((await m.get('/api/auth/game/check-in')).json()).toMatchObject({ visible: false, today: false, data: [] });
    const refused = await m.post('/api/auth/game/check-in');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'CHECK_IN_CLOSED', message: 'เว็บไซต์นี้ยังไม่เปิดการเช็คอินรายวัน' });
    expect(await m.balances()).toEqual(before);
    expect(await t.database.db.select().from(checkIns).where(eq(checkIns.memberId, m.member.id))).toEqual([]);
  });
});
