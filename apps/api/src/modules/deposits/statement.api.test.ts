import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query';
import { brands } from '../../db/schema/brands';
import { memberBanks } from '../../db/schema/members';
import { findMemberBalance } from '../ledger/ledger.repo';
import { createFundedMember } from '../../test-support/fixtures';
import { signInNewOperator } from '../../test-support/operators';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { upsertIntegrationSecret } from './deposits.repo';
import { signRequest } from '../../lib/signed-request';
import { STATEMENT_SECRET_PURPOSE } from './statement.routes';

const SECRET = 'statement-secret-for-tests-0123456789abcdef';

describe('bank statement ingestion and the review queue', () => {
  let t: TestApp;
  let brandId: string;
  let reference = 0;

  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await t.services.brands.resolveHostname('localhost')).id;
    await upsertIntegrationSecret(t.database.db, brandId, STATEMENT_SECRET_PURPOSE, SECRET);
  });
  afterAll(() => t.close());

  const nextReference = () => `REF${Date.now()}${(reference += 1)}`;
  const seconds = () => String(Math.floor(t.clock.now().getTime() / 1000));

  function post(lines: unknown[], options: { secret?: string; timestamp?: string; signature?: string } = {}) {
    const body = JSON.stringify({ lines });
    const timestamp = options.timestamp ?? seconds();
    const signature =
      options.signature ??
      signRequest(options.secret ?? SECRET, { timestampSeconds: timestamp, method: 'POST', path: '/api/integrations/bank-statement', rawBody: body });
    return t.app.inject({
      method: 'POST',
      url: '/api/integrations/bank-statement',
      headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
      payload: body,
    });
  }

  async function memberWithAccount(accountNumber: string, bankCode = '014') {
    const { member } = await createFundedMember(t.database.db, brandId, { passwordHash: 'x' });
    await t.database.db.update(memberBanks).set({ bankCode, accountNumber }).where(eq(memberBanks.memberId, member.id));
    return member;
  }

  const line = (overrides: Record<string, unknown>) => ({
    bankReference: nextReference(),
    senderBankCode: '014',
    senderAccount: '1234',
    amountSatang: 500_00,
    occurredAt: t.clock.now().toISOString(),
    ...overrides,
  });

  async function creditOf(memberId: string) {
    return (await findMemberBalance(t.database.db, { brandId, memberId, kind: 'credit' })) ?? 0;
  }

  it('credits a line that matches exactly one member, once', async () => {
    const member = await memberWithAccount('9876543210');
    const payload = line({ senderAccount: '3210', amountSatang: 1_234_56 });
    const first = await post([payload]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data[0]).toMatchObject({ outcome: 'credited' });
    expect(await creditOf(member.id)).toBe(1_234_56);

    const again = await post([payload]);
    expect(again.json().data[0]).toMatchObject({ outcome: 'duplicate', depositUuid: null });
    expect(await creditOf(member.id)).toBe(1_234_56);
  });

  it('dates the deposit and its ledger postings by the API clock, so a day rule sees them on the same day as the wallet rows', async () => {
    // Half a second before midnight in Bangkok, by the API's clock; the database's own clock
    // says something else entirely (a test's clock is not the wall clock).
    const lastMoment = new Date('2026-11-21T16:59:59.500Z');
    t.clock.moveTo(lastMoment);
    const member = await memberWithAccount('5550001212');
    const credited = await post([line({ senderAccount: '1212', amountSatang: 321_00 })]);
    const { depositUuid } = credited.json().data[0] as { depositUuid: string };
    const [row] = await queryRows<{ deposit_at: Date; transfer_at: Date; first_entry_at: Date; last_entry_at: Date }>(
      t.database.db,
      sql`select d.created_at as deposit_at, t.created_at as transfer_at, min(e.created_at) as first_entry_at, max(e.created_at) as last_entry_at
          from deposits d join ledger_transfers t on t.id = d.transfer_id join ledger_entries e on e.transfer_id = t.id
          where d.id = ${depositUuid} group by d.created_at, t.created_at`,
    );
    const stamps = [row?.deposit_at, row?.transfer_at, row?.first_entry_at, row?.last_entry_at].map((at) => new Date(at ?? 0).toISOString());
    expect(stamps).toEqual(Array(4).fill(lastMoment.toISOString()));

    // The operator's daily report counts it on the 21st, the day the API credited it.
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/admin/brands/${brandId}/reports/daily?start=2026-11-21&end=2026-11-22`,
      headers: bearer(await signInNewOperator(t, 'finance')),
    });
    const days = report.json().data.days as { day: string; depositSatang: number }[];
    expect(days.find((day) => day.day === '2026-11-21')?.depositSatang).toBeGreaterThanOrEqual(321_00);
    expect(days.find((day) => day.day === '2026-11-22')?.depositSatang).toBe(0);
    expect(await creditOf(member.id)).toBe(321_00);
  });

  it('refuses an unsigned, wrongly signed or stale request and stores nothing', async () => {
    const member = await memberWithAccount('5555500001');
    const payload = line({ senderAccount: '00001' });
    expect((await post([payload], { signature: 'f'.repeat(64) })).json().error.code).toBe('SIGNATURE_INVALID');
    expect((await post([payload], { secret: 'another-secret-of-enough-length-000000' })).statusCode).toBe(401);
    const stale = String(Number(seconds()) - 301);
    expect((await post([payload], { timestamp: stale })).json().error.code).toBe('REQUEST_EXPIRED');
    expect(await creditOf(member.id)).toBe(0);
    expect((await post([payload])).json().data[0].outcome).toBe('credited');
  });

  it('queues unmatched and ambiguous lines, and an operator assigns or rejects them', async () => {
    const first = await memberWithAccount('1111122222');
    await memberWithAccount('3333322222');
    const ambiguous = line({ senderAccount: '22222', amountSatang: 300_00 });
    const unmatched = line({ senderAccount: '99999', amountSatang: 200_00 });
    const outcomes = (await post([ambiguous, unmatched])).json().data;
    expect(outcomes.map((outcome: { outcome: string }) => outcome.outcome)).toEqual(['queued', 'queued']);

    const token = await signInNewOperator(t, 'finance');
    const queue = async (status: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/brands/${brandId}/statement-lines?status=${status}`, headers: bearer(token) })).json().data;
    const ambiguousLine = (await queue('ambiguous')).find((row: { bankReference: string }) => row.bankReference === ambiguous.bankReference);
    const unmatchedLine = (await queue('unmatched')).find((row: { bankReference: string }) => row.bankReference === unmatched.bankReference);

    const assign = await t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${brandId}/statement-lines/${ambiguousLine.uuid}/assign`,
      payload: { memberId: first.id },
      headers: bearer(token),
    });
    expect(assign.statusCode).toBe(200);
    expect(await creditOf(first.id)).toBe(300_00);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${brandId}/statement-lines/${ambiguousLine.uuid}/assign`,
      payload: { memberId: first.id },
      headers: bearer(token),
    });
    expect(twice.json().error.code).toBe('STATEMENT_LINE_NOT_PENDING');
    expect(await creditOf(first.id)).toBe(300_00);

    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${brandId}/statement-lines/${unmatchedLine.uuid}/reject`,
      payload: { reason: 'โอนผิดบัญชี คืนเงินทางธนาคาร' },
      headers: bearer(token),
    });
    expect(reject.statusCode).toBe(200);
    expect((await queue('rejected')).some((row: { uuid: string }) => row.uuid === unmatchedLine.uuid)).toBe(true);
  });

  it("shows a member's deposits, the masked public feed and the brand's accounts", async () => {
    // Now by the wall clock: the seeded deposits were dated by it, and the feed shows the newest first.
    t.clock.moveTo(new Date());
    const password = 'member-password-1';
    const { member } = await createFundedMember(t.database.db, brandId, { password, username: 'depositor9876' });
    await t.database.db.update(memberBanks).set({ bankCode: '006', accountNumber: '7777712345' }).where(eq(memberBanks.memberId, member.id));
    await post([line({ senderBankCode: '006', senderAccount: '712345', amountSatang: 50_00 })]);

    const token = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'depositor9876', password } })).json().token;
    const history = (await t.app.inject({ method: 'GET', url: `/api/auth/deposit/${member.id}`, headers: bearer(token) })).json();
    expect(history.meta.total).toBe(1);
    expect(history.data[0]).toMatchObject({ amountSatang: 50_00, source: 'statement', status: 'completed' });

    const feed = (await t.app.inject({ method: 'GET', url: '/api/deposit' })).json().data;
    expect(feed[0]).toMatchObject({ username: 'xxx9876', amountSatang: 50_00 });
    expect(JSON.stringify(feed)).not.toContain('depositor');

    const bank = (await t.app.inject({ method: 'GET', url: '/api/auth/deposit/bank', headers: bearer(token) })).json().data;
    expect(bank.accounts[0]).toMatchObject({ bankCode: '004', bankName: 'ธนาคารกสิกรไทย', accountName: 'บจก. ลัคกี้สยาม' });
    expect(bank.memberBank).toEqual({ bankCode: '006', bankName: 'ธนาคารกรุงไทย', accountNumber: '7777712345' });
  });
});

describe('the deposit promotion', () => {
  let t: TestApp;
  let brandId: string;
  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await t.services.brands.resolveHostname('localhost')).id;
    await upsertIntegrationSecret(t.database.db, brandId, STATEMENT_SECRET_PURPOSE, SECRET);
  });
  afterAll(() => t.close());

  it('pays the period bonus through the ledger and holds withdrawals until the turnover is met', async () => {
    const password = 'member-password-1';
    const { member } = await createFundedMember(t.database.db, brandId, { password });
    await t.database.db.update(memberBanks).set({ bankCode: '002', accountNumber: '4444455555' }).where(eq(memberBanks.memberId, member.id));
    await t.database.db.update(brands).set({ bonusTurnoverMultiplier: 2 }).where(eq(brands.id, brandId));

    // The test clock reads 12:00 in Bangkok: the demo brand's second period, 5% on amounts ending .22.
    const body = JSON.stringify({
      lines: [{ bankReference: 'BBL-PROMO-1', senderBankCode: '002', senderAccount: '55555', amountSatang: 1_000_22, occurredAt: t.clock.now().toISOString() }],
    });
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/bank-statement',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signRequest(SECRET, { timestampSeconds: timestamp, method: 'POST', path: '/api/integrations/bank-statement', rawBody: body }),
      },
      payload: body,
    });
    expect(response.json().data[0].outcome).toBe('credited');
    expect(await findMemberBalance(t.database.db, { brandId, memberId: member.id, kind: 'credit' })).toBe(1_000_22 + 50_01);

    const token = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password } })).json().token;
    const withdraw = await t.app.inject({
      method: 'POST',
      url: `/api/auth/withdraw/${member.id}`,
      payload: { amount: '100', idempotencyKey: 'turnover-test-0001' },
      headers: bearer(token),
    });
    expect(withdraw.statusCode).toBe(422);
    expect(withdraw.json().error.code).toBe('WITHDRAWAL_TURNOVER_UNMET');
    expect(withdraw.json().error.message).toContain('2,100.46');
  });
});
