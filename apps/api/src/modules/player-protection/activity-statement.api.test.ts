import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityStatementResponseSchema } from '@app/contract/activity-statement';
import { decideTestWithdrawal, payTestWin, placeTestBet, rollBackTestBet, type ActivityMember } from '../../test-support/member-activity';
import { createHostedBrand, creditTestDeposit, LONG_SESSIONS, signInMember } from '../../test-support/rewards';
import { hashTestPassword } from '../../test-support/test-passwords';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bangkokMonth } from './activity-statement.service';

/** An instant in Bangkok time (UTC+7): `bangkok('2026-10-31T23:59:59')`. */
const bangkok = (localTime: string) => new Date(`${localTime}+07:00`);

const PASSWORD = 'member-password-1';

describe('the member activity statement: a Bangkok month of their own credit account, from the ledger', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signInMember>>;
  let createdAt: Date;

  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS);
    const brand = await createHostedBrand(t);
    const passwordHash = await hashTestPassword(PASSWORD);
    member = await signInMember(t, brand, { password: PASSWORD, passwordHash, creditSatang: 5_000_00 });
    createdAt = member.member.createdAt;
    const who: ActivityMember = { brandId: brand.id, memberId: member.member.id, username: member.member.username };
    const { db } = t.database;

    // October, up to its last second in Bangkok.
    await creditTestDeposit(db, { brandId: brand.id, memberId: who.memberId, amountSatang: 1_000_00, at: bangkok('2026-10-31T23:59:59') });
    await placeTestBet(db, who, 100_00, bangkok('2026-10-31T23:59:59'));
    const cancelledNextMonth = await placeTestBet(db, who, 20_00, bangkok('2026-10-31T23:59:59'));
    await decideTestWithdrawal(db, who, {
      amountSatang: 300_00,
      requestedAt: bangkok('2026-10-20T10:00:00'),
      decidedAt: bangkok('2026-10-31T23:59:59'),
      outcome: 'paid',
    });
    // Asked for in October, paid at midnight: a November withdrawal.
    await decideTestWithdrawal(db, who, {
      amountSatang: 200_00,
      requestedAt: bangkok('2026-10-31T23:00:00'),
      decidedAt: bangkok('2026-11-01T00:00:00'),
      outcome: 'paid',
    });

    // November, from its first second in Bangkok.
    await creditTestDeposit(db, { brandId: brand.id, memberId: who.memberId, amountSatang: 250_50, at: bangkok('2026-11-01T00:00:00') });
    await payTestWin(db, who, 40_00, bangkok('2026-11-01T00:00:00'));
    await rollBackTestBet(db, who, cancelledNextMonth, bangkok('2026-11-01T00:00:00'));
    await placeTestBet(db, who, 55_25, bangkok('2026-11-10T12:00:00'));
    const cancelledSameMonth = await placeTestBet(db, who, 30_00, bangkok('2026-11-12T12:00:00'));
    await rollBackTestBet(db, who, cancelledSameMonth, bangkok('2026-11-12T12:01:00'));
    // A refused withdrawal came back and a pending one is not paid: neither is a withdrawal.
    await decideTestWithdrawal(db, who, {
      amountSatang: 150_00,
      requestedAt: bangkok('2026-11-03T10:00:00'),
      decidedAt: bangkok('2026-11-04T10:00:00'),
      outcome: 'refused',
    });
    await decideTestWithdrawal(db, who, { amountSatang: 70_00, requestedAt: bangkok('2026-11-15T10:00:00'), outcome: 'pending' });

    // Someone else's deposit and play, on the same brand and on another, at the same moments.
    const neighbour = await signInMember(t, brand, { password: PASSWORD, passwordHash, creditSatang: 1_000_00 });
    const neighbourMember = { brandId: brand.id, memberId: neighbour.member.id, username: neighbour.member.username };
    await creditTestDeposit(db, { brandId: brand.id, memberId: neighbourMember.memberId, amountSatang: 9_999_00, at: bangkok('2026-11-01T00:00:00') });
    await placeTestBet(db, neighbourMember, 77_00, bangkok('2026-11-10T12:00:00'));
    const otherBrand = await createHostedBrand(t);
    const stranger = await signInMember(t, otherBrand, { password: PASSWORD, passwordHash, creditSatang: 1_000_00 });
    await creditTestDeposit(db, { brandId: otherBrand.id, memberId: stranger.member.id, amountSatang: 8_888_00, at: bangkok('2026-11-01T00:00:00') });

    // "Now" is 21 November 2026, 12:00 in Bangkok.
    t.clock.moveTo(bangkok('2026-11-21T12:00:00'));
  });
  afterAll(() => t.close());

  const statementOf = async (query = '') => {
    const response = await member.get(`/api/auth/protection/statement${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return activityStatementResponseSchema.parse(response.json()).data;
  };

  it('shows the current Bangkok month by default: deposits and wins from 00:00 on the 1st, bets less those cancelled, withdrawals paid', async () => {
    expect(await statementOf()).toEqual({
      month: '2026-11',
      depositSatang: 250_50,
      withdrawalSatang: 200_00,
      // 55.25 and 30.00 placed, 30.00 and October's 20.00 cancelled in November.
      betSatang: 35_25,
      winSatang: 40_00,
      netResultSatang: 4_75,
      firstMonth: bangkokMonth(createdAt),
      currentMonth: '2026-11',
    });
  });

  it('shows a chosen month: October keeps what happened up to 23:59:59 Bangkok time on the 31st', async () => {
    expect(await statementOf('?month=2026-10')).toMatchObject({
      month: '2026-10',
      depositSatang: 1_000_00,
      withdrawalSatang: 300_00,
      betSatang: 120_00,
      winSatang: 0,
      netResultSatang: -120_00,
      currentMonth: '2026-11',
    });
  });

  it('shows a month with nothing in it as zeros', async () => {
    expect(await statementOf('?month=2026-09')).toMatchObject({ depositSatang: 0, withdrawalSatang: 0, betSatang: 0, winSatang: 0, netResultSatang: 0 });
  });

  it.each([
    ['2026-13', 'เดือนต้องอยู่ในรูปแบบ ปปปป-ดด เช่น 2026-11'],
    ['2026-1', 'เดือนต้องอยู่ในรูปแบบ ปปปป-ดด เช่น 2026-11'],
    ['november', 'เดือนต้องอยู่ในรูปแบบ ปปปป-ดด เช่น 2026-11'],
    // Years before 2000 would be read as 19xx by the date arithmetic: no account is that old.
    ['0099-01', 'เดือนต้องอยู่ในรูปแบบ ปปปป-ดด เช่น 2026-11'],
    ['2026-12', 'ยังไม่ถึงเดือนที่เลือก เลือกได้ถึงเดือนปัจจุบัน'],
  ])('refuses the month %s with 400 VALIDATION_FAILED and a Thai message beside the field', async (month, message) => {
    const response = await member.get(`/api/auth/protection/statement?month=${encodeURIComponent(month)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message, field: 'month' } });
  });

  it('answers only a signed-in member: whose account it reads comes from the session alone', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/protection/statement' });
    expect(anonymous.statusCode).toBe(401);
    // The neighbour's 9,999.00 deposit and 77.00 bet, and the other brand's deposit, are in no
    // figure of the exact statements above.
  });
});
