import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query';
import { insertOperator } from './operators.repo';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { getAccountBalance } from '../ledger/ledger.service';
import { adjustMemberCredit } from './credit-adjustment.service';
import type { OperatorContext } from './operator-auth.service';

describe.skipIf(!testDatabaseUrl)('credit adjustments on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let brandId: string;
  let operator: OperatorContext;

  beforeAll(async () => {
    database = await createThrowawayPostgres(30);
    brandId = (await createTestBrand(database.db)).id;
    const row = await insertOperator(database.db, {
      username: `finance-${randomUUID().slice(0, 6)}`,
      passwordHash: 'x',
      role: 'finance',
      totpSecret: 'JBSWY3DPEHPK3PXP',
    });
    operator = { operatorId: row.id, username: row.username, role: 'finance', sessionId: randomUUID() };
  });
  afterAll(() => database?.drop());

  it('makes one transfer and one audit entry when the same adjustment arrives 20 times at once', async () => {
    const { member, creditAccountId } = await createFundedMember(database.db, brandId, { passwordHash: 'x' });
    const request = { direction: 'credit' as const, amountSatang: 500_00, reason: 'โบนัสพิเศษ', idempotencyKey: randomUUID() };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        adjustMemberCredit(database.db, { now: new Date(), operator, ipAddress: '127.0.0.1', brandId, memberId: member.id }, request),
      ),
    );
    expect(new Set(replies.map((reply) => JSON.stringify(reply))).size).toBe(1);
    expect(await getAccountBalance(database.db, creditAccountId)).toBe(500_00);
    const audits = await queryRows(database.db, sql`select count(*)::int as count from audit_log where target_id = ${member.id}`);
    expect(audits[0]).toEqual({ count: 1 });
  });

  it('never debits below zero when many different debits race', async () => {
    const { member, creditAccountId } = await createFundedMember(database.db, brandId, { creditSatang: 1_000_00, passwordHash: 'x' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        adjustMemberCredit(
          database.db,
          { now: new Date(), operator, ipAddress: '127.0.0.1', brandId, memberId: member.id },
          { direction: 'debit', amountSatang: 300_00, reason: 'หักยอดผิดพลาด', idempotencyKey: randomUUID() },
        ),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    expect(succeeded).toHaveLength(3);
    expect(results.filter((result) => result.status === 'rejected').every((result) => result.reason?.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await getAccountBalance(database.db, creditAccountId)).toBe(100_00);
    const audits = await queryRows(database.db, sql`select count(*)::int as count from audit_log where target_id = ${member.id}`);
    expect(audits[0]).toEqual({ count: 3 });
  });
});
