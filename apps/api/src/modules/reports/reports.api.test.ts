import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@app/contract/admin';
import { DAILY_REPORT_CSV_HEADERS } from '@app/contract/admin-reports';
import { bankStatementLines } from '../../db/schema/deposits';
import { members } from '../../db/schema/members';
import { rewardRequests } from '../../db/schema/rewards';
import { addBangkokDays, bangkokDay, startOfBangkokDay } from '../../lib/bangkok-time';
import { createFundedMember, createTestBrand, testBonusSettings } from '../../test-support/fixtures';
import { signInNewOperator } from '../../test-support/operators';
import { playRound } from '../../test-support/game-losses';
import { createRewardCategory, creditTestDeposit } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { runAffiliateCommissionJob } from '../affiliate/commission.job';
import { updateBrandSettings } from '../brands/brands.repo';
import { runLossReturnJob } from '../loss-return/loss-return.job';
import { insertSlipRequest } from '../slips/slips.repo';
import { requestWithdrawal } from '../withdrawals/withdrawals.service';

/** Ten percent of every deposit ending in .00, all day long, up to 1,000 baht. */
const ALL_DAY_BONUS = { ...testBonusSettings, bonusMax: 1_000_00, bonusRate: 10, bonusTimeStart: '00:00:00', bonusTimeEnd: '23:59:59', endNumberBonus: 0 };

const ZERO_DAY = {
  depositSatang: 0,
  depositCount: 0,
  withdrawalSatang: 0,
  withdrawalCount: 0,
  bonusSatang: 0,
  grossGamingRevenueSatang: 0,
  affiliateCommissionSatang: 0,
  lossReturnSatang: 0,
  newMembers: 0,
};

/** An instant of a Bangkok day: `at('2026-11-21', 9.5)` is 09:30 Bangkok time. */
function at(day: string, hours: number): Date {
  return new Date(startOfBangkokDay(day).getTime() + hours * 3_600_000);
}

/**
 * The real Bangkok day. Bonus transfers and new members carry the database's clock, not the test
 * app's, so the scripted day is the real one; its last minute is waited out so that the script
 * cannot run over midnight.
 */
async function realBangkokDayWithTimeToSpare(): Promise<string> {
  const msLeft = startOfBangkokDay(addBangkokDays(bangkokDay(new Date()), 1)).getTime() - Date.now();
  if (msLeft < 60_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 1_000));
  return bangkokDay(new Date());
}

/** The CSV's rows of fields, quotes undone (RFC 4180, CRLF line ends). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (isQuoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') {
      isQuoted = !isQuoted;
    } else if (!isQuoted && char === ',') {
      row.push(field);
      field = '';
    } else if (!isQuoted && char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      index += 1;
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** "-1234.50" -> -123450 without floating point. */
function satangOf(baht: string): number {
  expect(baht).toMatch(/^-?\d+\.\d{2}$/);
  return Number(baht.replace('.', ''));
}

describe('operator figures: today and the daily report', () => {
  let t: TestApp;
  let day: string;
  let dayBefore: string;
  let dayAfter: string;
  let brandId: string;
  let otherBrandId: string;

  async function signIn(role: OperatorRole) {
    const headers = bearer(await signInNewOperator(t, role));
    return {
      get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
      post: (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload, headers }),
    };
  }

  function memberContext(member: { id: string; brandId: string; username: string }) {
    return { memberId: member.id, brandId: member.brandId, username: member.username, sessionId: randomUUID() };
  }

  async function withdraw(member: { id: string; brandId: string; username: string }, amountSatang: number, now: Date) {
    const { withdrawal } = await requestWithdrawal(t.database.db, memberContext(member), { amountSatang, idempotencyKey: randomUUID(), now });
    return withdrawal.uuid;
  }

  /**
   * The scripted brand: an affiliate (10 % of net loss, daily) with two invited players, loss-return
   * paid daily, bonus on round deposits. On the day before: a member signs up, player two deposits
   * 200.25 one second before midnight, loses a 40-baht round and asks for 50 baht. On the day:
   * deposits of 500.00 at midnight and 1,000.00 (150 baht of bonus), a 200/50 round and a 100/180
   * round, player one's 300 and the earlier 50 paid out, a 100-baht request still pending.
   */
  async function scriptBrand(): Promise<string> {
    const brand = await createTestBrand(t.database.db, { bonus: ALL_DAY_BONUS, lossReturnPeriod: 'daily' });
    await updateBrandSettings(t.database.db, brand.id, { affiliateBasis: 'net_loss', affiliatePercentBps: 1_000, affiliatePeriod: 'daily' });
    t.services.brands.invalidate();
    const { member: affiliate } = await createFundedMember(t.database.db, brand.id);
    const { member: one } = await createFundedMember(t.database.db, brand.id, { uplineId: affiliate.id });
    const { member: two } = await createFundedMember(t.database.db, brand.id, { uplineId: affiliate.id });
    const { member: early } = await createFundedMember(t.database.db, brand.id);
    await t.database.db
      .update(members)
      .set({ createdAt: at(dayBefore, 8) })
      .where(eq(members.id, early.id));

    await creditTestDeposit(t.database.db, {
      brandId: brand.id,
      memberId: two.id,
      amountSatang: 200_25,
      at: new Date(startOfBangkokDay(day).getTime() - 1_000),
    });
    await playRound(t.database.db, brand.id, two.id, { betSatang: 40_00, winSatang: 0, now: at(dayBefore, 15) });
    const requestedTheDayBefore = await withdraw(two, 50_00, at(dayBefore, 22));

    await creditTestDeposit(t.database.db, { brandId: brand.id, memberId: two.id, amountSatang: 500_00, at: startOfBangkokDay(day) });
    await creditTestDeposit(t.database.db, { brandId: brand.id, memberId: one.id, amountSatang: 1_000_00, at: at(day, 9) });
    await playRound(t.database.db, brand.id, one.id, { betSatang: 200_00, winSatang: 50_00, now: at(day, 13) });
    await playRound(t.database.db, brand.id, two.id, { betSatang: 100_00, winSatang: 180_00, now: at(day, 14) });
    const requestedOnTheDay = await withdraw(one, 300_00, at(day, 10));
    await withdraw(two, 100_00, at(day, 11));

    const finance = await signIn('finance');
    for (const withdrawalId of [requestedTheDayBefore, requestedOnTheDay]) {
      const approved = await finance.post(`/api/admin/brands/${brand.id}/withdrawals/${withdrawalId}/approve`, {
        bankReference: `PAY-${withdrawalId.slice(0, 8)}`,
      });
      expect(approved.json().data.status).toBe('completed');
    }
    // Loss-return for the day before, paid just after midnight; commission for each day, the morning after it.
    await runLossReturnJob(t.database.db, at(day, 0.5));
    await runAffiliateCommissionJob(t.database.db, at(day, 0.2));
    await runAffiliateCommissionJob(t.database.db, at(dayAfter, 0.2));
    return brand.id;
  }

  /** Another brand, busy on the same day with amounts of its own. */
  async function scriptOtherBrand(): Promise<string> {
    const brand = await createTestBrand(t.database.db, { bonus: ALL_DAY_BONUS, lossReturnPeriod: 'daily' });
    t.services.brands.invalidate();
    const { member } = await createFundedMember(t.database.db, brand.id);
    await creditTestDeposit(t.database.db, { brandId: brand.id, memberId: member.id, amountSatang: 7_000_00, at: at(day, 9) });
    await playRound(t.database.db, brand.id, member.id, { betSatang: 900_00, winSatang: 0, now: at(day, 13) });
    await playRound(t.database.db, brand.id, member.id, { betSatang: 300_00, winSatang: 0, now: at(dayBefore, 13) });
    const withdrawalId = await withdraw(member, 1_000_00, at(day, 10));
    const finance = await signIn('finance');
    expect((await finance.post(`/api/admin/brands/${brand.id}/withdrawals/${withdrawalId}/approve`, { bankReference: 'PAY-OTHER' })).statusCode).toBe(200);
    await runLossReturnJob(t.database.db, at(day, 0.5));
    return brand.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_SESSION_IDLE_MINUTES: '600', OPERATOR_SESSION_MAX_HOURS: '48' });
    day = await realBangkokDayWithTimeToSpare();
    dayBefore = addBangkokDays(day, -1);
    dayAfter = addBangkokDays(day, 1);
    t.clock.moveTo(at(day, 12));
    otherBrandId = await scriptOtherBrand();
    brandId = await scriptBrand();
  });
  afterAll(() => t.close());

  const expectedDayBefore = {
    ...ZERO_DAY,
    depositSatang: 200_25,
    depositCount: 1,
    grossGamingRevenueSatang: 40_00,
    // 10 % of player two's 40-baht loss.
    affiliateCommissionSatang: 4_00,
    newMembers: 1,
  };
  const expectedDay = {
    depositSatang: 1_500_00,
    depositCount: 2,
    // 300 asked for and paid on the day, 50 asked for the day before and paid on the day; the pending 100 is not.
    withdrawalSatang: 350_00,
    withdrawalCount: 2,
    bonusSatang: 150_00,
    // 200 - 50 and 100 - 180.
    grossGamingRevenueSatang: 70_00,
    // Player one's 150-baht loss; player two won and pays nothing.
    affiliateCommissionSatang: 15_00,
    // Silver's 5 % of the day before's 40-baht loss, paid after midnight.
    lossReturnSatang: 2_00,
    newMembers: 3,
  };

  it('lists every day of the range with exact figures, zeros on quiet days, and the totals', async () => {
    const finance = await signIn('finance');
    const start = addBangkokDays(day, -2);
    const response = await finance.get(`/api/admin/brands/${brandId}/reports/daily?start=${start}&end=${dayAfter}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      days: [
        { day: start, ...ZERO_DAY },
        { day: dayBefore, ...expectedDayBefore },
        { day, ...expectedDay },
        { day: dayAfter, ...ZERO_DAY },
      ],
      totals: {
        depositSatang: 1_700_25,
        depositCount: 3,
        withdrawalSatang: 350_00,
        withdrawalCount: 2,
        bonusSatang: 150_00,
        grossGamingRevenueSatang: 110_00,
        affiliateCommissionSatang: 19_00,
        lossReturnSatang: 2_00,
        newMembers: 4,
      },
    });
  });

  it("keeps each brand's figures to itself", async () => {
    const finance = await signIn('finance');
    const other = await finance.get(`/api/admin/brands/${otherBrandId}/reports/daily?start=${dayBefore}&end=${day}`);
    expect(other.json().data.days).toEqual([
      { day: dayBefore, ...ZERO_DAY, grossGamingRevenueSatang: 300_00 },
      {
        day,
        depositSatang: 7_000_00,
        depositCount: 1,
        withdrawalSatang: 1_000_00,
        withdrawalCount: 1,
        bonusSatang: 700_00,
        grossGamingRevenueSatang: 900_00,
        affiliateCommissionSatang: 0,
        lossReturnSatang: 15_00,
        newMembers: 1,
      },
    ]);
    // The scripted brand's figures (the first test) are exact, so none of these amounts reached it.
  });

  it("shows today's figures so far to finance and support, and refuses support the reports", async () => {
    for (const role of ['finance', 'support'] as const) {
      const operator = await signIn(role);
      const today = await operator.get(`/api/admin/brands/${brandId}/today`);
      expect(today.statusCode, today.body).toBe(200);
      expect(today.json().data.figures).toEqual({ day, ...expectedDay });
    }
    const support = await signIn('support');
    for (const path of ['reports/daily', 'reports/daily.csv']) {
      const refused = await support.get(`/api/admin/brands/${brandId}/${path}?start=${day}&end=${day}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('exports the report as UTF-8 CSV with the Thai headers, a row per day and the totals', async () => {
    const finance = await signIn('finance');
    const response = await finance.get(`/api/admin/brands/${brandId}/reports/daily.csv?start=${dayBefore}&end=${dayAfter}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="daily-report-${dayBefore}-${dayAfter}.csv"`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows = parseCsv(response.rawPayload.toString('utf8').slice(1));
    expect(rows[0]).toEqual([...DAILY_REPORT_CSV_HEADERS]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([dayBefore, day, dayAfter, 'รวม']);
    expect(rows[2]).toEqual([day, '1500.00', '2', '350.00', '2', '150.00', '70.00', '15.00', '2.00', '3']);
    expect(rows[4]).toEqual(['รวม', '1700.25', '3', '350.00', '2', '150.00', '110.00', '19.00', '2.00', '4']);

    // Read back, the CSV gives exactly the JSON report's numbers.
    const json = (await finance.get(`/api/admin/brands/${brandId}/reports/daily?start=${dayBefore}&end=${dayAfter}`)).json().data;
    const figuresOf = (row: string[]) => ({
      depositSatang: satangOf(row[1] ?? ''),
      depositCount: Number(row[2]),
      withdrawalSatang: satangOf(row[3] ?? ''),
      withdrawalCount: Number(row[4]),
      bonusSatang: satangOf(row[5] ?? ''),
      grossGamingRevenueSatang: satangOf(row[6] ?? ''),
      affiliateCommissionSatang: satangOf(row[7] ?? ''),
      lossReturnSatang: satangOf(row[8] ?? ''),
      newMembers: Number(row[9]),
    });
    expect(rows.slice(1, 4).map((row) => ({ day: row[0], ...figuresOf(row) }))).toEqual(json.days);
    expect(figuresOf(rows[4] ?? [])).toEqual(json.totals);
  });

  it('refuses a range that runs backwards or over 92 days, and an unknown brand', async () => {
    const finance = await signIn('finance');
    const longest = addBangkokDays(day, -91);
    const accepted = await finance.get(`/api/admin/brands/${brandId}/reports/daily?start=${longest}&end=${day}`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.days).toHaveLength(92);
    expect(accepted.json().data.totals.depositSatang).toBe(1_700_25);

    for (const path of ['reports/daily', 'reports/daily.csv']) {
      for (const [start, end] of [
        [addBangkokDays(day, -92), day],
        [day, dayBefore],
        ['2026-02-30', '2026-03-01'],
      ]) {
        const refused = await finance.get(`/api/admin/brands/${brandId}/${path}?start=${start}&end=${end}`);
        expect(refused.statusCode, `${path} ${start}..${end}`).toBe(400);
        expect(refused.json().error.code).toBe('DATE_RANGE_INVALID');
        expect(refused.json().error.message).toContain('92');
      }
      const malformed = await finance.get(`/api/admin/brands/${brandId}/${path}?start=2026-1-1&end=${day}`);
      expect(malformed.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'start' });
    }
    const unknown = await finance.get(`/api/admin/brands/${randomUUID()}/today`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('BRAND_NOT_FOUND');
  });

  describe('the waiting queues', () => {
    /**
     * One of each queue's waiting rows and of the rows that no longer wait: withdrawals pending (one
     * with its first of two approvals), failed, paid and rejected; statement lines; slips; rewards.
     */
    async function fillQueues(queueBrandId: string) {
      await updateBrandSettings(t.database.db, queueBrandId, { fourEyesThresholdSatang: 100_00 });
      t.services.brands.invalidate();
      const { member } = await createFundedMember(t.database.db, queueBrandId, { creditSatang: 1_000_00 });
      const { member: other } = await createFundedMember(t.database.db, queueBrandId, { creditSatang: 1_000_00 });
      const now = t.clock.now();
      const [large, , failing, paid, rejected] = [
        await withdraw(member, 200_00, now),
        await withdraw(member, 50_00, now),
        await withdraw(member, 60_00, now),
        await withdraw(other, 70_00, now),
        await withdraw(other, 80_00, now),
      ];
      const finance = await signIn('finance');
      const url = (withdrawalId: string, action: string) => `/api/admin/brands/${queueBrandId}/withdrawals/${withdrawalId}/${action}`;
      expect((await finance.post(url(large, 'approve'), { bankReference: 'FIRST-OF-TWO' })).json().data).toMatchObject({
        status: 'pending',
        firstApprovedBy: expect.any(String),
      });
      expect((await finance.post(url(failing, 'fail'), { reason: 'บัญชีปลายทางปิดแล้ว' })).json().data.status).toBe('failed');
      expect((await finance.post(url(paid, 'approve'), { bankReference: 'PAID-0001' })).json().data.status).toBe('completed');
      expect((await finance.post(url(rejected, 'reject'), { reason: 'ข้อมูลบัญชีไม่ตรง' })).json().data.status).toBe('rejected');

      const line = (status: 'credited' | 'unmatched' | 'ambiguous' | 'rejected') => ({
        brandId: queueBrandId,
        bankReference: `Q${randomUUID().slice(0, 12)}`,
        senderBankCode: '014',
        senderAccount: '1234',
        amountSatang: 100_00,
        occurredAt: now,
        status,
      });
      await t.database.db.insert(bankStatementLines).values([line('unmatched'), line('unmatched'), line('ambiguous'), line('credited'), line('rejected')]);

      // An approved request always names the deposit it made (the table checks it).
      const slipDeposit = await creditTestDeposit(t.database.db, { brandId: queueBrandId, memberId: member.id, amountSatang: 100_00, at: now });
      for (const status of ['pending', 'pending', 'approved', 'rejected'] as const) {
        const depositId = status === 'approved' ? slipDeposit.id : null;
        await insertSlipRequest(t.database.db, { brandId: queueBrandId, memberId: member.id, status, depositId, image: Buffer.from('slip'), note: 'ตรวจสลิป' });
      }

      const { items } = await createRewardCategory(t.database.db, queueBrandId, 'ของรางวัล', [{ name: 'เสื้อ', kind: 'physical', costPoints: 10 }]);
      const item = items[0];
      if (!item) throw new Error('the reward item was not created');
      await t.database.db.insert(rewardRequests).values(
        (['pending', 'fulfilled', 'rejected'] as const).map((status) => ({
          brandId: queueBrandId,
          memberId: member.id,
          itemId: item.id,
          idempotencyKey: randomUUID(),
          itemName: item.name,
          kind: 'physical' as const,
          costPoints: 10,
          status,
        })),
      );
    }

    it('counts what waits for the operators of this brand only', async () => {
      const brand = await createTestBrand(t.database.db);
      const otherBrand = await createTestBrand(t.database.db);
      await fillQueues(brand.id);
      await fillQueues(otherBrand.id);

      const support = await signIn('support');
      const today = await support.get(`/api/admin/brands/${brand.id}/today`);
      expect(today.statusCode, today.body).toBe(200);
      expect(today.json().data.queues).toEqual({
        pendingWithdrawals: 2,
        awaitingSecondApproval: 1,
        failedPayouts: 1,
        unmatchedStatementLines: 2,
        ambiguousStatementLines: 1,
        pendingSlipReviews: 2,
        pendingRewardRequests: 1,
      });
    });

    it('shows empty queues and a zero day for a brand with nothing going on', async () => {
      const quiet = await createTestBrand(t.database.db);
      t.services.brands.invalidate();
      const finance = await signIn('finance');
      const today = await finance.get(`/api/admin/brands/${quiet.id}/today`);
      expect(today.json().data).toEqual({
        figures: { day, ...ZERO_DAY },
        queues: {
          pendingWithdrawals: 0,
          awaitingSecondApproval: 0,
          failedPayouts: 0,
          unmatchedStatementLines: 0,
          ambiguousStatementLines: 0,
          pendingSlipReviews: 0,
          pendingRewardRequests: 0,
        },
      });
    });
  });
});
