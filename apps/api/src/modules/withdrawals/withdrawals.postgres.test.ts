import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query';
import { AppError } from '../../lib/app-error';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { insertOperator } from '../admin/operators.repo';
import { findAccountBalance, getAccountBalance } from '../ledger/ledger.service';
import { approveWithdrawal, failWithdrawal, retryWithdrawal } from './withdrawal-decision.service';
import { requestWithdrawal } from './withdrawals.service';

/** What each of a batch of concurrent calls ended with: 'ok' or the refusal's code. */
async function outcomesOf(calls: Promise<unknown>[]): Promise<string[]> {
  const results = await Promise.allSettled(calls);
  return results.map((result) => {
    if (result.status === 'fulfilled') return 'ok';
    return result.reason instanceof AppError ? result.reason.code : String(result.reason);
  });
}

describe.skipIf(!testDatabaseUrl)('withdrawals under concurrency on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let brandId: string;
  const now = new Date('2026-11-21T05:00:00Z');

  beforeAll(async () => {
    database = await createThrowawayPostgres(30);
    brandId = (await createTestBrand(database.db)).id;
  });
  afterAll(() => database?.drop());

  async function race(creditSatang: number, amountSatang: number) {
    const { member, creditAccountId } = await createFundedMember(database.db, brandId, { creditSatang, passwordHash: 'x' });
    const context = { memberId: member.id, brandId, username: member.username, sessionId: 'test' };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => requestWithdrawal(database.db, context, { amountSatang, idempotencyKey: randomUUID(), now })),
    );
    const accepted = results.filter((result) => result.status === 'fulfilled');
    const refusalCodes = new Set(
      results.flatMap((result) => (result.status === 'rejected' ? [result.reason instanceof AppError ? result.reason.code : String(result.reason)] : [])),
    );
    return { accepted: accepted.length, refusalCodes, balance: await getAccountBalance(database.db, creditAccountId) };
  }

  it('accepts at most 5 of 20 concurrent withdrawals in one Bangkok day', async () => {
    const outcome = await race(50_00 * 100, 10_00);
    expect(outcome.accepted).toBe(5);
    expect([...outcome.refusalCodes]).toEqual(['WITHDRAWAL_DAILY_COUNT_REACHED']);
    expect(outcome.balance).toBe(50_00 * 100 - 5 * 10_00);
  });

  it("never lets concurrent withdrawals exceed the tier's daily cap", async () => {
    // Silver: 100,000 baht a day; 30,000 each, so only three fit.
    const outcome = await race(1_000_000_00, 30_000_00);
    expect(outcome.accepted).toBe(3);
    expect([...outcome.refusalCodes]).toEqual(['WITHDRAWAL_DAILY_CAP_EXCEEDED']);
    expect(outcome.balance).toBe(1_000_000_00 - 90_000_00);
  });

  it("judges four-eyes on one member's concurrent withdrawals of a day together", async () => {
    // The default threshold, 50,000 baht: five of 12,000 at once are 60,000. Judged one by one
    // under the member lock, the first four stay within it and the fifth needs two operators.
    const { member } = await createFundedMember(database.db, brandId, { creditSatang: 100_000_00, passwordHash: 'x' });
    const context = { memberId: member.id, brandId, username: member.username, sessionId: 'test' };
    await Promise.all(Array.from({ length: 5 }, () => requestWithdrawal(database.db, context, { amountSatang: 12_000_00, idempotencyKey: randomUUID(), now })));
    const rows = await queryRows<{ needs_second_approval: boolean }>(
      database.db,
      sql`select needs_second_approval from withdrawals where member_id = ${member.id} order by created_at, needs_second_approval`,
    );
    expect(rows.map((row) => row.needs_second_approval).sort()).toEqual([false, false, false, false, true]);
  });

  it('never takes the balance below zero', async () => {
    const outcome = await race(25_00, 10_00);
    expect(outcome.accepted).toBe(2);
    expect([...outcome.refusalCodes]).toEqual(['INSUFFICIENT_FUNDS']);
    expect(outcome.balance).toBe(5_00);
  });

  it('makes one withdrawal when one key is sent 20 times at once', async () => {
    const { member, creditAccountId } = await createFundedMember(database.db, brandId, { creditSatang: 1_000_00, passwordHash: 'x' });
    const context = { memberId: member.id, brandId, username: member.username, sessionId: 'test' };
    const idempotencyKey = randomUUID();
    const replies = await Promise.all(Array.from({ length: 20 }, () => requestWithdrawal(database.db, context, { amountSatang: 100_00, idempotencyKey, now })));
    expect(new Set(replies.map((reply) => reply.withdrawal.uuid)).size).toBe(1);
    expect(await getAccountBalance(database.db, creditAccountId)).toBe(900_00);
  });

  async function financeOperatorIds(count: number): Promise<string[]> {
    const rows = await Promise.all(
      Array.from({ length: count }, () =>
        insertOperator(database.db, { username: `finance-${randomUUID().slice(0, 8)}`, passwordHash: 'x', role: 'finance', totpSecret: 'JBSWY3DPEHPK3PXP' }),
      ),
    );
    return rows.map((row) => row.id);
  }

  it('resubmits one failed payout once when 10 operators retry it at once, and pays it once', async () => {
    const { member, creditAccountId } = await createFundedMember(database.db, brandId, { creditSatang: 1_000_00, passwordHash: 'x' });
    const context = { memberId: member.id, brandId, username: member.username, sessionId: 'test' };
    const { withdrawal } = await requestWithdrawal(database.db, context, { amountSatang: 400_00, idempotencyKey: randomUUID(), now });
    const operatorIds = await financeOperatorIds(10);
    const decision = (operatorId: string) => ({ operatorId, ipAddress: '127.0.0.1', brandId, withdrawalId: withdrawal.uuid, now });
    const [firstOperatorId] = operatorIds;
    if (!firstOperatorId) throw new Error('no operator was made');
    await failWithdrawal(database.db, decision(firstOperatorId), 'ธนาคารปลายทางปฏิเสธ');
    const cashBefore = (await findAccountBalance(database.db, { brandId, memberId: null, kind: 'house_cash' })) ?? 0;

    const retries = await outcomesOf(
      operatorIds.map((operatorId) =>
        retryWithdrawal(database.db, { brandId, withdrawalId: withdrawal.uuid, requester: { operatorId, ipAddress: '127.0.0.1' }, now }),
      ),
    );
    expect(retries.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(new Set(retries.filter((outcome) => outcome !== 'ok'))).toEqual(new Set(['WITHDRAWAL_NOT_FAILED']));
    const audits = await queryRows(
      database.db,
      sql`select count(*)::int as count from audit_log where target_id = ${withdrawal.uuid} and action = 'withdrawal.retry'`,
    );
    expect(audits[0]).toEqual({ count: 1 });
    // A retry moves no money: it stays held until a decision.
    expect(await getAccountBalance(database.db, creditAccountId)).toBe(600_00);

    const approvals = await outcomesOf(operatorIds.map((operatorId) => approveWithdrawal(database.db, decision(operatorId), `REF-${operatorId.slice(0, 8)}`)));
    expect(approvals.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(new Set(approvals.filter((outcome) => outcome !== 'ok'))).toEqual(new Set(['WITHDRAWAL_NOT_PENDING']));
    expect(await getAccountBalance(database.db, creditAccountId)).toBe(600_00);
    expect(await findAccountBalance(database.db, { brandId, memberId: null, kind: 'house_cash' })).toBe(cashBefore + 400_00);
  });
});
