import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { getAccountBalance } from '../ledger/ledger.service';
import { requestWithdrawal } from './withdrawals.service';

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
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => requestWithdrawal(database.db, context, { amountSatang: 100_00, idempotencyKey, now })),
    );
    expect(new Set(replies.map((reply) => reply.withdrawal.uuid)).size).toBe(1);
    expect(await getAccountBalance(database.db, creditAccountId)).toBe(900_00);
  });
});
