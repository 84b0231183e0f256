import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { memberBanks } from '../../db/schema/members';
import { queryRows } from '../../db/raw-query';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { findMemberBalance } from '../ledger/ledger.repo';
import { ingestStatementLine } from './statement-ingest.service';

describe.skipIf(!testDatabaseUrl)('statement lines under concurrency on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  beforeAll(async () => {
    database = await createThrowawayPostgres(30);
  });
  afterAll(() => database?.drop());

  async function memberOf(brandId: string, accountNumber: string) {
    const { member } = await createFundedMember(database.db, brandId, { passwordHash: 'x' });
    await database.db.update(memberBanks).set({ bankCode: '014', accountNumber }).where(eq(memberBanks.memberId, member.id));
    return member;
  }

  it('credits a line posted 20 times at once exactly once', async () => {
    const brandId = (await createTestBrand(database.db)).id;
    const member = await memberOf(brandId, '1234567890');
    const line = {
      bankReference: 'SCB-20261121-0001',
      senderBankCode: '014',
      senderAccount: '7890',
      amountSatang: 1_000_00,
      occurredAt: new Date().toISOString(),
    };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => ingestStatementLine(database.db, brandId, line, new Date())));
    expect(outcomes.filter((outcome) => outcome.outcome === 'credited')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.outcome === 'duplicate')).toHaveLength(19);
    expect(await findMemberBalance(database.db, { brandId, memberId: member.id, kind: 'credit' })).toBe(1_000_00);
    const deposits = await queryRows(database.db, sql`select count(*)::int as count from deposits where member_id = ${member.id}`);
    expect(deposits[0]).toEqual({ count: 1 });
  });

  it('credits ten different transfers of one member arriving at once, each once, none lost to a deadlock', async () => {
    const brandId = (await createTestBrand(database.db)).id;
    const member = await memberOf(brandId, '2345678901');
    const lines = Array.from({ length: 10 }, (_, index) => ({
      bankReference: `SCB-20261121-1${String(index).padStart(3, '0')}`,
      senderBankCode: '014',
      senderAccount: '8901',
      amountSatang: 100_00,
      occurredAt: new Date().toISOString(),
    }));
    const outcomes = await Promise.all(lines.map((line) => ingestStatementLine(database.db, brandId, line, new Date())));
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(Array.from({ length: 10 }, () => 'credited'));
    expect(await findMemberBalance(database.db, { brandId, memberId: member.id, kind: 'credit' })).toBe(1_000_00);
  });

  it('credits one transfer once even when two brands report it at the same moment', async () => {
    const brandA = (await createTestBrand(database.db)).id;
    const brandB = (await createTestBrand(database.db)).id;
    const memberA = await memberOf(brandA, '5550001111');
    const memberB = await memberOf(brandB, '6660001111');
    const line = { bankReference: 'SAME-REF-1', senderBankCode: '014', senderAccount: '0001111', amountSatang: 10_00, occurredAt: new Date().toISOString() };
    const outcomes = await Promise.all([
      ingestStatementLine(database.db, brandA, line, new Date()),
      ingestStatementLine(database.db, brandB, line, new Date()),
    ]);
    // The second report names another member than the one credited: it waits for an operator.
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['credited', 'queued']);
    const balanceA = (await findMemberBalance(database.db, { brandId: brandA, memberId: memberA.id, kind: 'credit' })) ?? 0;
    const balanceB = (await findMemberBalance(database.db, { brandId: brandB, memberId: memberB.id, kind: 'credit' })) ?? 0;
    expect(balanceA + balanceB).toBe(10_00);
  });
});
