import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OperatorRole } from '@app/contract/admin';
import { bankStatementLines } from '../../db/schema/deposits';
import { hashTestPassword } from '../../test-support/test-passwords';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { signInOperatorPerRole } from '../../test-support/operators';
import { createHostedBrand } from '../../test-support/rewards';
import { slipJpegBase64, slipPayload, slipPngBase64 } from '../../test-support/slip-images';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { ingestStatementLine } from '../deposits/statement-ingest.service';
import { findMemberBalance } from '../ledger/ledger.repo';
import { findMemberBank } from '../members/members.repo';
import { insertSlipRequest } from './slips.repo';

const PASSWORD = 'member-password-1';

describe('operator review of slips sent by members', () => {
  let t: TestApp;
  let brand: { id: string; host: string };
  let otherBrandId: string;
  let passwordHash: string;
  let serial = 0;
  let tokens: Record<OperatorRole, string>;

  beforeAll(async () => {
    t = await createTestApp();
    brand = await createHostedBrand(t);
    otherBrandId = (await createTestBrand(t.database.db)).id;
    passwordHash = await hashTestPassword(PASSWORD);
    tokens = await signInOperatorPerRole(t);
  });
  afterAll(() => t.close());

  const typedClaim = (amountSatang = 500_00) => ({ amountSatang, transferredAt: t.clock.now().toISOString() });
  const nextReference = () => `20261121RV${String((serial += 1)).padStart(10, '0')}`;

  /** A member of the brand, signed in on its host, who can send slips and read their deposits. */
  async function member() {
    const { member: row } = await createFundedMember(t.database.db, brand.id, { passwordHash });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: row.username, password: PASSWORD },
      headers: { host: brand.host },
    });
    const headers = bearer(login.json().token as string, { host: brand.host });
    const bank = await findMemberBank(t.database.db, row.id);
    if (!bank) throw new Error('member bank missing');
    return {
      id: row.id,
      username: row.username,
      bank,
      /** What the member typed defaults to 500 baht sent just now. */
      sendForReview: async (image: string, note?: string, claim: { amountSatang: number; transferredAt: string } = typedClaim()) => {
        const response = await t.app.inject({ method: 'POST', url: '/api/auth/slip/request-deposit', payload: { image, note, ...claim }, headers });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data.uuid as string;
      },
      myRequests: async () => (await t.app.inject({ method: 'GET', url: '/api/auth/slip/my/request', headers })).json().data as Record<string, unknown>[],
      deposits: async () =>
        (await t.app.inject({ method: 'GET', url: `/api/auth/deposit/${row.id}`, headers })).json().data as {
          uuid: string;
          amountSatang: number;
          source: string;
          bankReference: string;
        }[],
      credit: async () => (await findMemberBalance(t.database.db, { brandId: brand.id, memberId: row.id, kind: 'credit' })) ?? 0,
    };
  }

  const requests = (role: OperatorRole, brandId = brand.id, status?: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/brands/${brandId}/slip-requests${status ? `?status=${status}` : ''}`, headers: bearer(tokens[role]) });
  const image = (role: OperatorRole, requestId: string, brandId = brand.id) =>
    t.app.inject({ method: 'GET', url: `/api/admin/brands/${brandId}/slip-requests/${requestId}/image`, headers: bearer(tokens[role]) });
  const decide = (role: OperatorRole, requestId: string, decision: 'approve' | 'reject', payload: Record<string, unknown>, brandId = brand.id) =>
    t.app.inject({ method: 'POST', url: `/api/admin/brands/${brandId}/slip-requests/${requestId}/${decision}`, payload, headers: bearer(tokens[role]) });
  const auditOf = async (requestId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?targetType=slip_request&targetId=${requestId}`, headers: bearer(tokens.admin) })).json()
      .data as {
      action: string;
      before: unknown;
      after: Record<string, unknown>;
    }[];

  it('credits the member when finance approves, once, with an audit entry and the deposit in their history', async () => {
    const m = await member();
    const reference = nextReference();
    const requestId = await m.sendForReview(await slipPngBase64(slipPayload('014', reference)), 'โอนแล้วยอดไม่เข้า', typedClaim(750_25));

    const pending = await requests('support');
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().data.find((row: { uuid: string }) => row.uuid === requestId)).toEqual({
      uuid: requestId,
      memberId: m.id,
      username: m.username,
      sendingBank: '014',
      transRef: reference,
      note: 'โอนแล้วยอดไม่เข้า',
      claimedAmountSatang: 750_25,
      claimedTransferredAt: t.clock.now().toISOString(),
      createdAt: expect.any(String),
      status: 'pending',
      decidedAt: null,
      decisionNote: null,
      depositUuid: null,
    });

    const approved = await decide('finance', requestId, 'approve', { amountSatang: 750_25, bankReference: reference, senderBankCode: '014' });
    expect(approved.statusCode, approved.body).toBe(200);
    const decided = approved.json().data;
    expect(decided).toMatchObject({ uuid: requestId, status: 'approved', decidedAt: t.clock.now().toISOString(), decisionNote: null });
    expect(await m.credit()).toBe(750_25);
    expect(await m.deposits()).toEqual([
      expect.objectContaining({ uuid: decided.depositUuid, amountSatang: 750_25, source: 'review', bankReference: reference }),
    ]);
    expect((await m.myRequests())[0]).toMatchObject({ uuid: requestId, status: 'approved', amountSatang: 750_25, creditedAmountSatang: 750_25 });

    const audit = await auditOf(requestId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'slip_request.approve', before: { status: 'pending' } });
    expect(audit[0]?.after).toMatchObject({
      status: 'approved',
      memberId: m.id,
      depositId: decided.depositUuid,
      amountSatang: 750_25,
      bankReference: reference,
    });

    // The queue moved it from pending to approved.
    expect((await requests('finance')).json().data.map((row: { uuid: string }) => row.uuid)).not.toContain(requestId);
    expect((await requests('finance', brand.id, 'approved')).json().data[0]).toMatchObject({ uuid: requestId, depositUuid: decided.depositUuid });

    // Approving again, with the same or another amount, moves nothing.
    for (const amountSatang of [750_25, 9_999_00]) {
      const again = await decide('finance', requestId, 'approve', { amountSatang, bankReference: reference, senderBankCode: '014' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({ code: 'SLIP_REQUEST_NOT_PENDING', message: 'คำขอตรวจสอบสลิปนี้ถูกดำเนินการไปแล้ว' });
    }
    expect((await decide('finance', requestId, 'reject', { reason: 'สายเกินไป' })).json().error.code).toBe('SLIP_REQUEST_NOT_PENDING');
    expect(await m.credit()).toBe(750_25);
    expect(await m.deposits()).toHaveLength(1);
    expect(await auditOf(requestId)).toHaveLength(1);
  });

  it('refuses a transfer the statement already credited, moving nothing, and the request can still be rejected', async () => {
    const m = await member();
    const reference = nextReference();
    // The statement credited this transfer to the member already.
    const credited = await ingestStatementLine(
      t.database.db,
      brand.id,
      {
        bankReference: reference,
        senderBankCode: m.bank.bankCode,
        senderAccount: m.bank.accountNumber.slice(-8),
        amountSatang: 300_00,
        occurredAt: t.clock.now().toISOString(),
      },
      t.clock.now(),
    );
    expect(credited.outcome).toBe('credited');
    const requestId = await m.sendForReview(await slipPngBase64(slipPayload(m.bank.bankCode, reference)));

    const refused = await decide('finance', requestId, 'approve', { amountSatang: 300_00, bankReference: reference, senderBankCode: m.bank.bankCode });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('DEPOSIT_ALREADY_CREDITED');
    expect(await m.credit()).toBe(300_00);
    expect(await m.deposits()).toHaveLength(1);
    expect(await auditOf(requestId)).toEqual([]);
    expect((await m.myRequests())[0]).toMatchObject({ uuid: requestId, status: 'pending' });

    const rejected = await decide('finance', requestId, 'reject', { reason: '  เติมเครดิตจากรายการเดินบัญชีแล้ว  ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', decisionNote: 'เติมเครดิตจากรายการเดินบัญชีแล้ว', depositUuid: null });
  });

  it('takes the amount of a statement line still in its queue, and closes that line with the deposit', async () => {
    const m = await member();
    const reference = nextReference();
    // Nobody's registered account ends with these digits, so the line waits as unmatched.
    const queued = await ingestStatementLine(
      t.database.db,
      brand.id,
      {
        bankReference: reference,
        senderBankCode: '025',
        senderAccount: '00000000',
        amountSatang: 1_200_00,
        occurredAt: t.clock.now().toISOString(),
      },
      t.clock.now(),
    );
    expect(queued.outcome).toBe('queued');
    const requestId = await m.sendForReview(await slipJpegBase64(slipPayload('025', reference)));

    const wrongAmount = await decide('finance', requestId, 'approve', { amountSatang: 12_000_00, bankReference: reference, senderBankCode: '025' });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'amountSatang' });
    expect(wrongAmount.json().error.message).toContain('1,200.00');
    expect(await m.credit()).toBe(0);

    const approved = await decide('finance', requestId, 'approve', { amountSatang: 1_200_00, bankReference: reference, senderBankCode: '025' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await m.credit()).toBe(1_200_00);
    const [line] = await t.database.db.select().from(bankStatementLines).where(eq(bankStatementLines.bankReference, reference));
    expect(line).toMatchObject({ status: 'credited', memberId: m.id });
    // The line cannot credit again through its own queue.
    const assign = await t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${brand.id}/statement-lines/${line?.id}/assign`,
      payload: { memberId: m.id },
      headers: bearer(tokens.finance),
    });
    expect(assign.json().error.code).toBe('STATEMENT_LINE_NOT_PENDING');
    expect(await m.credit()).toBe(1_200_00);
  });

  it('credits only the transfer the slip QR names, and takes what the operator read when the QR was unreadable', async () => {
    const m = await member();
    const reference = nextReference();
    const readable = await m.sendForReview(await slipPngBase64(slipPayload('014', reference)));
    for (const typed of [
      { bankReference: nextReference(), senderBankCode: '014' },
      { bankReference: reference, senderBankCode: '004' },
    ]) {
      const mismatch = await decide('finance', readable, 'approve', { amountSatang: 100_00, ...typed });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'bankReference' });
    }
    const badBody = await decide('finance', readable, 'approve', { amountSatang: 0, bankReference: reference, senderBankCode: '014' });
    expect(badBody.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'amountSatang' });
    expect(await m.credit()).toBe(0);

    const transferredAt = new Date(t.clock.now().getTime() - 3 * 3_600_000).toISOString();
    const unreadable = await m.sendForReview(await slipPngBase64('https://example.test/not-a-slip'), 'สลิปจากตู้ ATM', { amountSatang: 50_00, transferredAt });
    // The operator sees what the member typed, since the slip itself says nothing readable.
    expect((await requests('finance')).json().data.find((row: { uuid: string }) => row.uuid === unreadable)).toMatchObject({
      sendingBank: null,
      transRef: null,
      claimedAmountSatang: 50_00,
      claimedTransferredAt: transferredAt,
    });
    expect(await m.credit()).toBe(0);
    const typedReference = nextReference();
    const approved = await decide('finance', unreadable, 'approve', { amountSatang: 50_00, bankReference: typedReference, senderBankCode: '006' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ sendingBank: null, transRef: null, status: 'approved' });
    expect(await m.credit()).toBe(50_00);
    expect((await m.deposits())[0]).toMatchObject({ bankReference: typedReference, amountSatang: 50_00 });
  });

  it('rejects with the reason, audited, and the member sees it rejected', async () => {
    const m = await member();
    const requestId = await m.sendForReview(await slipPngBase64(slipPayload('014', nextReference())));
    const tooShort = await decide('finance', requestId, 'reject', { reason: 'no' });
    expect(tooShort.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'reason' });

    const rejected = await decide('finance', requestId, 'reject', { reason: 'ไม่พบยอดเงินเข้าบัญชี' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      uuid: requestId,
      status: 'rejected',
      decisionNote: 'ไม่พบยอดเงินเข้าบัญชี',
      decidedAt: t.clock.now().toISOString(),
    });
    expect((await m.myRequests())[0]).toMatchObject({
      uuid: requestId,
      status: 'rejected',
      rejectReason: 'ไม่พบยอดเงินเข้าบัญชี',
      creditedAmountSatang: null,
    });
    expect(await m.credit()).toBe(0);
    const audit = await auditOf(requestId);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'slip_request.reject', before: { status: 'pending' }, after: { status: 'rejected', reason: 'ไม่พบยอดเงินเข้าบัญชี' } }),
    ]);
    expect((await requests('support', brand.id, 'rejected')).json().data.map((row: { uuid: string }) => row.uuid)).toContain(requestId);
  });

  it('lets support read the queue and photos but not decide', async () => {
    const m = await member();
    const reference = nextReference();
    const requestId = await m.sendForReview(await slipPngBase64(slipPayload('014', reference)));
    for (const [decision, payload] of [
      ['approve', { amountSatang: 100_00, bankReference: reference, senderBankCode: '014' }],
      ['reject', { reason: 'ไม่ใช่สลิป' }],
    ] as const) {
      const response = await decide('support', requestId, decision, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect((await requests('support')).statusCode).toBe(200);
    expect((await image('support', requestId)).statusCode).toBe(200);
    expect(await m.credit()).toBe(0);
    expect((await m.myRequests())[0]).toMatchObject({ status: 'pending' });
  });

  it('answers the photo bytes with their type, uncached', async () => {
    const m = await member();
    const png = await slipPngBase64(slipPayload('014', nextReference()));
    const pngRequest = await m.sendForReview(png);
    const pngResponse = await image('finance', pngRequest);
    expect(pngResponse.statusCode).toBe(200);
    expect(pngResponse.headers['content-type']).toBe('image/png');
    expect(pngResponse.headers['cache-control']).toBe('private, no-store');
    expect(pngResponse.rawPayload.equals(Buffer.from(png.replace(/^data:image\/png;base64,/, ''), 'base64'))).toBe(true);

    const jpeg = await slipJpegBase64(slipPayload('014', nextReference()));
    const jpegResponse = await image('finance', await m.sendForReview(jpeg));
    expect(jpegResponse.headers['content-type']).toBe('image/jpeg');
    expect(jpegResponse.rawPayload.equals(Buffer.from(jpeg, 'base64'))).toBe(true);

    // Bytes that are neither PNG nor JPEG, kept before such uploads were refused, are never served
    // as something a browser renders.
    const { id: html } = await insertSlipRequest(t.database.db, {
      brandId: brand.id,
      memberId: m.id,
      image: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    const htmlResponse = await image('finance', html);
    expect(htmlResponse.headers['content-type']).toBe('application/octet-stream');
    expect(htmlResponse.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps one brand request out of another brand', async () => {
    const m = await member();
    const reference = nextReference();
    const requestId = await m.sendForReview(await slipPngBase64(slipPayload('014', reference)));

    expect((await requests('finance', otherBrandId)).json().data).toEqual([]);
    expect((await image('finance', requestId, otherBrandId)).statusCode).toBe(404);
    const approve = await decide('finance', requestId, 'approve', { amountSatang: 100_00, bankReference: reference, senderBankCode: '014' }, otherBrandId);
    expect(approve.statusCode).toBe(404);
    expect(approve.json().error.code).toBe('NOT_FOUND');
    expect((await decide('finance', requestId, 'reject', { reason: 'ไม่ใช่แบรนด์นี้' }, otherBrandId)).statusCode).toBe(404);
    expect(await m.credit()).toBe(0);
    expect((await m.myRequests())[0]).toMatchObject({ uuid: requestId, status: 'pending' });

    // An unknown id and an unknown brand answer the same way.
    expect((await image('finance', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await requests('finance', '00000000-0000-4000-8000-000000000000')).json().error.code).toBe('BRAND_NOT_FOUND');
  });
});
