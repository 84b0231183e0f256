import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { memberBanks } from '../../db/schema/members';
import { queryRows } from '../../db/raw-query';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { slipPayload } from '../../test-support/slip-images';
import { findBrandById } from '../brands/brands.repo';
import { ingestStatementLine } from '../deposits/statement-ingest.service';
import { findMemberBalance } from '../ledger/ledger.repo';
import { confirmSlip } from './slip.service';
import { createStatementSlipVerifier } from './statement-slip-verifier';

describe.skipIf(!testDatabaseUrl)('slips under concurrency on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  beforeAll(async () => {
    database = await createThrowawayPostgres(40);
  });
  afterAll(() => database?.drop());

  it('credits one slip once when two members confirm it 10 times each at the same moment', async () => {
    const brandRow = await createTestBrand(database.db);
    const brand = await findBrandById(database.db, brandRow.id);
    if (!brand) throw new Error('brand missing');
    const now = new Date();
    // Two members whose accounts end alike: the statement cannot tell who sent it, so the line
    // waits, and both may claim it with the slip; only one claim may credit.
    const first = await createFundedMember(database.db, brand.id, { passwordHash: 'x' });
    const second = await createFundedMember(database.db, brand.id, { passwordHash: 'x' });
    await database.db.update(memberBanks).set({ bankCode: '014', accountNumber: '1112345678' }).where(eq(memberBanks.memberId, first.member.id));
    await database.db.update(memberBanks).set({ bankCode: '014', accountNumber: '2212345678' }).where(eq(memberBanks.memberId, second.member.id));
    const queued = await ingestStatementLine(
      database.db,
      brand.id,
      {
        bankReference: '20261121RACE000001',
        senderBankCode: '014',
        senderAccount: '12345678',
        amountSatang: 2_000_00,
        occurredAt: now.toISOString(),
      },
      now,
    );
    expect(queued.outcome).toBe('queued');
    const deps = { db: database.db, verifier: createStatementSlipVerifier(database.db) };
    const input = { qrPayload: slipPayload('014', '20261121RACE000001') };
    const attempts = [first, second].flatMap(({ member }) =>
      Array.from({ length: 10 }, () =>
        confirmSlip(deps, brand, { memberId: member.id, brandId: brand.id, username: member.username, sessionId: 'test' }, input, now),
      ),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.every((result) => result.status === 'fulfilled' || String(Reflect.get(Object(result.reason), 'code')) === 'SLIP_ALREADY_USED')).toBe(true);
    const balances = await Promise.all(
      [first, second].map(async ({ member }) => (await findMemberBalance(database.db, { brandId: brand.id, memberId: member.id, kind: 'credit' })) ?? 0),
    );
    expect(balances.reduce((total, balance) => total + balance, 0)).toBe(2_000_00);
    const deposits = await queryRows(database.db, sql`select count(*)::int as count from deposits where brand_id = ${brand.id}`);
    expect(deposits[0]).toEqual({ count: 1 });
  });
});
