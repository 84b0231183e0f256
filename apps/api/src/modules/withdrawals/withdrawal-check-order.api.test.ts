import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberBanks } from '../../db/schema/members';
import { runInTransaction } from '../../db/transaction';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createWithdrawingMember } from '../../test-support/withdrawing-member';
import { creditDepositInTransaction } from '../deposits/credit-deposit';
import { insertTurnoverRequirement } from '../deposits/deposits.repo';

/**
 * The order of a withdrawal's checks (docs/decisions.md, Withdrawals): each case breaks one check
 * and every later one it can break at the same time, and must hear of the earliest.
 */
describe('the order of the withdrawal checks', () => {
  let t: TestApp;
  let brandId: string;

  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await t.services.brands.resolveHostname('localhost')).id;
  });
  afterAll(() => t.close());

  async function member(creditSatang: number, level = 1) {
    const m = await createWithdrawingMember(t, brandId, creditSatang, level);
    /** The refusal's code, or 'accepted'. */
    const refusalOf = async (amount: unknown) => {
      const response = await m.withdraw(amount);
      return response.statusCode === 200 ? 'accepted' : (response.json().error.code as string);
    };
    const withdrawFiveToday = async (amount: string) => {
      for (let index = 0; index < 5; index += 1) expect((await m.withdraw(amount)).statusCode).toBe(200);
    };
    return { ...m, id: m.uuid, refusalOf, withdrawFiveToday };
  }

  /** A deposit whose bonus the member has not played through yet. */
  async function owesTurnover(memberId: string) {
    const now = t.clock.now();
    await runInTransaction(t.database.db, async (tx) => {
      const deposit = await creditDepositInTransaction(tx, {
        brandId,
        memberId,
        amountSatang: 100_00,
        source: 'statement',
        senderBankCode: '004',
        bankReference: `ORDER-${randomUUID()}`,
        statementLineId: null,
        madeAt: now,
        creditedAt: now,
        refusalTo: 'operator',
      });
      if (!deposit) throw new Error('the test deposit was not credited');
      await insertTurnoverRequirement(tx, { brandId, memberId, depositId: deposit.id, requiredSatang: 500_00 });
    });
  }

  it('1. a malformed amount is refused before anything else', async () => {
    const m = await member(0);
    await t.database.db.delete(memberBanks).where(eq(memberBanks.memberId, m.id));
    expect(await m.refusalOf('12.345')).toBe('VALIDATION_FAILED');
  });

  it('2. a member with no bank account hears of it before the balance and the limits', async () => {
    const m = await member(0);
    await t.database.db.delete(memberBanks).where(eq(memberBanks.memberId, m.id));
    expect(await m.refusalOf('150000')).toBe('MEMBER_BANK_MISSING');
  });

  it('3. more than the balance says "ยอดเงินไม่เพียงพอ", not the daily cap (silver, 1,000 baht, asks 150,000)', async () => {
    const m = await member(1_000_00);
    const response = await m.withdraw('150000');
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ', field: 'amount' });
  });

  it('3. the balance comes before the turnover, the per-withdrawal maximum, the daily count and the daily cap', async () => {
    const m = await member(1_000_00, 4);
    await m.withdrawFiveToday('10');
    await owesTurnover(m.id);
    // 1,000,001 baht: over the balance, over diamond's 200,000 each and 1,000,000 a day, a sixth today, turnover owed.
    expect(await m.refusalOf('1000001')).toBe('INSUFFICIENT_FUNDS');
  });

  it('4. owed turnover comes before the per-withdrawal maximum, the daily count and the daily cap', async () => {
    const m = await member(2_000_000_00, 4);
    await m.withdrawFiveToday('10');
    await owesTurnover(m.id);
    expect(await m.refusalOf('1000001')).toBe('WITHDRAWAL_TURNOVER_UNMET');
  });

  it("5. the tier's per-withdrawal maximum comes before the daily count", async () => {
    const m = await member(2_000_000_00, 4);
    await m.withdrawFiveToday('10');
    expect(await m.refusalOf('200000.01')).toBe('WITHDRAWAL_OVER_TRANSACTION_MAX');
    expect(await m.refusalOf('200000')).toBe('WITHDRAWAL_DAILY_COUNT_REACHED');
  });

  it('6. the daily count comes before the daily cap', async () => {
    const m = await member(200_000_00);
    await m.withdrawFiveToday('20000'); // silver's 100,000 of the day, in five
    expect(await m.refusalOf('1')).toBe('WITHDRAWAL_DAILY_COUNT_REACHED');
  });

  it('7. the daily cap, last', async () => {
    const m = await member(200_000_00);
    expect(await m.refusalOf('60000')).toBe('accepted');
    expect(await m.refusalOf('40000.01')).toBe('WITHDRAWAL_DAILY_CAP_EXCEEDED');
  });
});
