import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query';
import { memberBanks } from '../../db/schema/members';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { slipJpegBase64, slipPayload, slipPngBase64 } from '../../test-support/slip-images';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { findMemberBalance } from '../ledger/ledger.repo';
import { ingestStatementLine } from '../deposits/statement-ingest.service';
import { setLimit } from '../player-protection/limits.service';

const HOUR_MS = 3_600_000;

describe('deposit by slip', () => {
  let t: TestApp;
  let brandId: string;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await t.services.brands.resolveHostname('localhost')).id;
  });
  afterAll(() => t.close());

  /** A member banking at TTB (011); `digits` are the last eight digits of their account. */
  async function member(digits = String((serial += 1)).padStart(8, '0'), prefix = '99') {
    const password = 'member-password-1';
    const { member: row } = await createFundedMember(t.database.db, brandId, { password });
    await t.database.db
      .update(memberBanks)
      .set({ bankCode: '011', accountNumber: `${prefix}${digits}` })
      .where(eq(memberBanks.memberId, row.id));
    const token: string = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: row.username, password } })).json().token;
    return {
      id: row.id,
      digits,
      post: (path: string, payload: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url: `/api/auth/slip/${path}`, payload, headers: bearer(token) }),
      get: (path: string) => t.app.inject({ method: 'GET', url: `/api/auth/slip/${path}`, headers: bearer(token) }),
      credit: async () => (await findMemberBalance(t.database.db, { brandId, memberId: row.id, kind: 'credit' })) ?? 0,
    };
  }

  /**
   * A transfer from `from`'s account that the statement cannot pin on one member: it shows the
   * last eight digits, which a second member's account (the twin) ends with too. It waits in the
   * queue until the sender claims it with the slip.
   */
  async function queuedTransfer(from: { digits: string }, amountSatang: number, occurredAt = t.clock.now(), forBrand = brandId) {
    const transRef = `2026112114${String((serial += 1)).padStart(10, '0')}`;
    const outcome = await ingestStatementLine(
      t.database.db,
      forBrand,
      {
        bankReference: transRef,
        senderBankCode: '011',
        senderAccount: from.digits,
        amountSatang,
        occurredAt: occurredAt.toISOString(),
      },
      t.clock.now(),
    );
    expect(outcome.outcome).toBe('queued');
    return slipPayload('011', transRef);
  }

  /** A member and a twin whose accounts end with the same eight digits. */
  async function memberWithTwin() {
    const m = await member();
    const twin = await member(m.digits, '88');
    return { m, twin };
  }

  it('reads a PNG slip, shows what it says, and credits it once after confirmation', async () => {
    const { m, twin } = await memberWithTwin();
    const stranger = await member();
    const image = await slipPngBase64(await queuedTransfer(m, 1_500_00));

    const verified = await m.post('verify', { image });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ sendingBank: '011', sendingBankName: 'ธนาคารทหารไทยธนชาต', amountSatang: 1_500_00 });
    expect(await m.credit()).toBe(0);

    const confirmed = await m.post('confirm', { image });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await m.credit()).toBe(1_500_00);

    for (const attempt of [m, twin]) {
      const again = await attempt.post('confirm', { image });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({ code: 'SLIP_ALREADY_USED', message: 'สลิปนี้ถูกใช้ไปแล้ว' });
    }
    // Someone who only has the slip's picture, not the sending account, cannot claim it.
    expect((await stranger.post('confirm', { image })).json().error.code).toBe('SLIP_SENDER_MISMATCH');
    expect(await m.credit()).toBe(1_500_00);
    expect(await twin.credit()).toBe(0);
    expect(await stranger.credit()).toBe(0);
  });

  it('refuses a slip that would pass the deposit limit the member set, claiming nothing: the transfer still waits for an operator', async () => {
    const { m } = await memberWithTwin();
    await setLimit(t.database.db, { brandId, memberId: m.id, kind: 'deposit', period: 'day', amountSatang: 1_000_00, now: t.clock.now() });
    const image = await slipPngBase64(await queuedTransfer(m, 1_500_00));

    const refused = await m.post('confirm', { image });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'LIMIT_REACHED', message: expect.stringContaining('ยอดฝากนี้เกินวงเงินฝากรายวันที่คุณตั้งไว้ 1,000.00 บาท') });
    expect(await m.credit()).toBe(0);
    const [line] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from bank_statement_lines where sender_account = ${m.digits} and amount_satang = ${1_500_00}`,
    );
    expect(line?.status).toBe('ambiguous');
  });

  it('reads a JPEG photo and a QR already scanned by the camera', async () => {
    const { m } = await memberWithTwin();
    const jpegPayload = await queuedTransfer(m, 200_00);
    expect((await m.post('verify', { image: await slipJpegBase64(jpegPayload) })).json().data.amountSatang).toBe(200_00);
    const scanned = await queuedTransfer(m, 300_00);
    expect((await m.post('confirm', { qrPayload: scanned })).statusCode).toBe(200);
    expect(await m.credit()).toBe(300_00);
  });

  it('refuses a slip the statement does not know, or that paid another brand', async () => {
    const m = await member();
    const unknown = await m.post('verify', { qrPayload: slipPayload('014', '20261121999999999999') });
    expect(unknown.json().error.code).toBe('SLIP_NOT_FOUND');

    const otherBrand = await createTestBrand(t.database.db);
    const elsewhere = await queuedTransfer({ digits: '00000000' }, 400_00, t.clock.now(), otherBrand.id);
    const response = await m.post('confirm', { qrPayload: elsewhere });
    expect(response.json().error.code).toBe('SLIP_NOT_FOUND');
    expect(await m.credit()).toBe(0);
  });

  it('refuses a slip older than 24 hours and one below the minimum deposit', async () => {
    const { m } = await memberWithTwin();
    const old = await queuedTransfer(m, 500_00, new Date(t.clock.now().getTime() - 25 * HOUR_MS));
    const tooOld = await m.post('confirm', { qrPayload: old });
    expect(tooOld.json().error.code).toBe('SLIP_TOO_OLD');
    expect(tooOld.json().error.message).toContain('24 ชั่วโมง');
    const small = await queuedTransfer(m, 50);
    expect((await m.post('confirm', { qrPayload: small })).json().error.code).toBe('SLIP_AMOUNT_TOO_SMALL');
    expect(await m.credit()).toBe(0);
  });

  it('refuses files that are not slips with Thai messages', async () => {
    const m = await member();
    const notAnImage = await m.post('verify', { image: Buffer.from('GIF89a not really').toString('base64') });
    expect(notAnImage.json().error.code).toBe('SLIP_IMAGE_INVALID');
    const otherQr = await m.post('verify', { image: await slipPngBase64('https://example.test/not-a-slip') });
    expect(otherQr.json().error.code).toBe('SLIP_UNREADABLE');
    const both = await m.post('verify', { image: 'x', qrPayload: 'y'.repeat(20) });
    expect(both.statusCode).toBe(400);
    const huge = await m.post('verify', { image: 'A'.repeat(7_500_000) });
    expect(huge.statusCode).toBe(400);
  });

  it('sends a slip to operator review with the amount and time typed, and lists the member requests', async () => {
    const m = await member();
    const transferredAt = t.clock.now().toISOString();
    const image = await slipPngBase64(slipPayload('004', '20261121000000000042'));
    const sent = await m.post('request-deposit', { image, amountSatang: 250_50, transferredAt, note: 'โอนแล้วแต่ยอดไม่เข้า' });
    expect(sent.json().data).toMatchObject({
      status: 'pending',
      sendingBank: '004',
      transRef: '20261121000000000042',
      note: 'โอนแล้วแต่ยอดไม่เข้า',
      amountSatang: 250_50,
      transferredAt,
      decidedAt: null,
      creditedAmountSatang: null,
      rejectReason: null,
    });
    const mine = (await m.get('my/request')).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0].uuid).toBe(sent.json().data.uuid);
    expect(await m.credit()).toBe(0);
  });

  it('sends a slip whose QR cannot be read, with only what the member typed, and credits nothing', async () => {
    const m = await member();
    const image = await slipPngBase64('https://example.test/not-a-slip');
    expect((await m.post('verify', { image })).json().error.code).toBe('SLIP_UNREADABLE');
    // Bangkok wall-clock time with its offset, as the screen sends it: three hours before now.
    const transferredAt = new Date(Math.floor(t.clock.now().getTime() / 60_000) * 60_000 - 3 * HOUR_MS);
    const typed = `${new Date(transferredAt.getTime() + 7 * HOUR_MS).toISOString().slice(0, 16)}:00+07:00`;
    const sent = await m.post('request-deposit', { image, amountSatang: 1_000_00, transferredAt: typed });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      status: 'pending',
      sendingBank: null,
      transRef: null,
      amountSatang: 1_000_00,
      transferredAt: transferredAt.toISOString(),
    });
    expect((await m.get('my/request')).json().data[0]).toMatchObject({ uuid: sent.json().data.uuid, status: 'pending', amountSatang: 1_000_00 });
    expect(await m.credit()).toBe(0);
  });

  it('refuses a request without a plausible amount and time, keeping nothing', async () => {
    const m = await member();
    const image = await slipPngBase64('https://example.test/not-a-slip');
    const now = t.clock.now().getTime();
    const refusals = [
      [{ image }, 'amountSatang'],
      [{ image, amountSatang: 100_00 }, 'transferredAt'],
      [{ image, amountSatang: 0, transferredAt: new Date(now).toISOString() }, 'amountSatang'],
      [{ image, amountSatang: 100.5, transferredAt: new Date(now).toISOString() }, 'amountSatang'],
      // Below the brand's minimum deposit of 1 baht.
      [{ image, amountSatang: 50, transferredAt: new Date(now).toISOString() }, 'amountSatang'],
      [{ image, amountSatang: 100_00, transferredAt: '2026-11-21 09:15' }, 'transferredAt'],
      [{ image, amountSatang: 100_00, transferredAt: new Date(now + HOUR_MS).toISOString() }, 'transferredAt'],
      [{ image, amountSatang: 100_00, transferredAt: new Date(now - 31 * 24 * HOUR_MS).toISOString() }, 'transferredAt'],
    ] as const;
    for (const [payload, field] of refusals) {
      const refused = await m.post('request-deposit', payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(-80)).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
      expect(refused.json().error.message).toMatch(/[ก-๙]/);
    }
    expect((await m.get('my/request')).json().data).toEqual([]);
  });
});
