import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query';
import { createFundedMember, createOperator, createTestBrand } from '../../test-support/fixtures';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { findOperatorByUsername } from '../admin/operators.repo';
import { findMemberBalance } from '../ledger/ledger.repo';
import { approveSlipRequest, readSlipRequestImage } from './slip-review.service';
import { insertSlipRequest } from './slips.repo';

describe.skipIf(!testDatabaseUrl)('slip review under concurrency on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  beforeAll(async () => {
    database = await createThrowawayPostgres(40);
  });
  afterAll(() => database?.drop());

  it('credits once when ten approvals of one request arrive at the same moment', async () => {
    const brand = await createTestBrand(database.db);
    const { member } = await createFundedMember(database.db, brand.id, { passwordHash: 'x' });
    const request = await insertSlipRequest(database.db, {
      brandId: brand.id,
      memberId: member.id,
      sendingBank: '014',
      transRef: '20261121RACE000002',
      note: null,
      image: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
    });
    // Ten different finance operators, as ten screens would be.
    const operators = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const created = await createOperator(database.db, 'finance');
        const row = await findOperatorByUsername(database.db, created.username);
        if (!row) throw new Error('operator missing');
        return { operatorId: row.id, username: row.username, role: 'finance' as const, sessionId: 'test' };
      }),
    );
    const now = new Date();
    const approval = { amountSatang: 2_500_00, bankReference: '20261121RACE000002', senderBankCode: '014' };
    const results = await Promise.allSettled(
      operators.map((operator) =>
        approveSlipRequest(database.db, { operator, ipAddress: '127.0.0.1', brandId: brand.id, requestId: request.id, now }, approval),
      ),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.every((result) => result.status === 'fulfilled' || String(Reflect.get(Object(result.reason), 'code')) === 'SLIP_REQUEST_NOT_PENDING')).toBe(
      true,
    );
    expect(await findMemberBalance(database.db, { brandId: brand.id, memberId: member.id, kind: 'credit' })).toBe(2_500_00);
    const counts = await queryRows(
      database.db,
      sql`select (select count(*)::int from deposits where brand_id = ${brand.id}) as deposits,
                 (select count(*)::int from audit_log where target_id = ${request.id}) as audits,
                 (select status from slip_requests where id = ${request.id}) as status`,
    );
    expect(counts[0]).toEqual({ deposits: 1, audits: 1, status: 'approved' });
    // node-postgres reads the photo back as the same bytes.
    expect(await readSlipRequestImage(database.db, brand.id, request.id)).toEqual({ bytes: request.image, contentType: 'image/png' });
  });
});
