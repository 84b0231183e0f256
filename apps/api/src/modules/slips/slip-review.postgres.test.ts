import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query';
import { createFundedMember, createOperator, createTestBrand } from '../../test-support/fixtures';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { findOperatorByUsername } from '../admin/operators.repo';
import { findMemberBalance } from '../ledger/ledger.repo';
import { slipPngBase64 } from '../../test-support/slip-images';
import { approveSlipRequest, readSlipRequestImage } from './slip-review.service';
import { sendSlipForReview } from './slip-request.service';
import { insertSlipRequest } from './slips.repo';

describe.skipIf(!testDatabaseUrl)('slip review under concurrency on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  beforeAll(async () => {
    database = await createThrowawayPostgres(40);
  });
  afterAll(() => database?.drop());

  /** Ten different finance operators, as ten screens would be. */
  async function financeOperators(count: number) {
    return Promise.all(
      Array.from({ length: count }, async () => {
        const created = await createOperator(database.db, 'finance');
        const row = await findOperatorByUsername(database.db, created.username);
        if (!row) throw new Error('operator missing');
        return { operatorId: row.id, username: row.username, role: 'finance' as const, sessionId: 'test' };
      }),
    );
  }

  it('moves no money for a slip whose QR cannot be read until an operator approves, then credits the transfer once', async () => {
    const brand = await createTestBrand(database.db);
    const { member } = await createFundedMember(database.db, brand.id, { passwordHash: 'x' });
    const balance = () => findMemberBalance(database.db, { brandId: brand.id, memberId: member.id, kind: 'credit' });
    const now = new Date();
    const claim = { amountSatang: 800_00, transferredAt: new Date(now.getTime() - 600_000).toISOString() };
    const image = await slipPngBase64('https://example.test/not-a-slip');
    // The member sends the same unreadable slip twice (a double tap, or a second try).
    const first = await sendSlipForReview(database.db, { depositMinSatang: 100 }, { brandId: brand.id, memberId: member.id }, { image, ...claim }, now);
    const second = await sendSlipForReview(database.db, { depositMinSatang: 100 }, { brandId: brand.id, memberId: member.id }, { image, ...claim }, now);
    expect(first).toMatchObject({ status: 'pending', transRef: null, amountSatang: 800_00 });
    expect(await balance()).toBe(0);

    // Operators find the one transfer on the bank statement and approve both requests with its reference, at once.
    const operators = await financeOperators(10);
    const approval = { amountSatang: 800_00, bankReference: '20261121UNREAD0001', senderBankCode: '014' };
    const results = await Promise.allSettled(
      operators.map((operator, index) =>
        approveSlipRequest(
          database.db,
          { operator, ipAddress: '127.0.0.1', brandId: brand.id, requestId: (index % 2 === 0 ? first : second).uuid, now },
          approval,
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [String(Reflect.get(Object(result.reason), 'code'))] : []));
    expect(new Set(refusals)).toEqual(new Set(['SLIP_REQUEST_NOT_PENDING', 'DEPOSIT_ALREADY_CREDITED']));
    expect(await balance()).toBe(800_00);
    const counts = await queryRows(
      database.db,
      sql`select (select count(*)::int from deposits where brand_id = ${brand.id}) as deposits,
                 (select count(*)::int from ledger_transfers t join ledger_accounts a on a.id = t.to_account_id
                   where a.member_id = ${member.id} and t.kind = 'deposit') as transfers`,
    );
    expect(counts[0]).toEqual({ deposits: 1, transfers: 1 });
  });

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
    const operators = await financeOperators(10);
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
