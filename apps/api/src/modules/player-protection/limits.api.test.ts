import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query';
import { slipPayload, slipPngBase64 } from '../../test-support/slip-images';
import { ingestStatementLine } from '../deposits/statement-ingest.service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_MIN_SPIN_GAP_MS } from '@app/contract/house-games/slot';
import type { MemberLimit } from '@app/contract/player-protection';
import { memberBanks } from '../../db/schema/members';
import { signRequest } from '../../lib/signed-request';
import { createFundedMember } from '../../test-support/fixtures';
import { openHouseGame } from '../../test-support/house-player';
import { signInNewOperator } from '../../test-support/operators';
import { LONG_SESSIONS } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { upsertIntegrationSecret } from '../deposits/deposits.repo';
import { STATEMENT_SECRET_PURPOSE } from '../deposits/statement.routes';
import { findMemberBalance } from '../ledger/ledger.repo';

const PASSWORD = 'limit-player-password-1';
const STATEMENT_SECRET = 'statement-secret-for-limit-tests-0123456789';
const HOUR_MS = 3_600_000;

describe('deposit, loss and wagering limits a member sets', () => {
  let t: TestApp;
  let brandId: string;

  beforeAll(async () => {
    // Sessions outlast the days these tests move the clock through.
    t = await createTestApp(LONG_SESSIONS);
    brandId = (await t.services.brands.resolveHostname('localhost')).id;
    await upsertIntegrationSecret(t.database.db, brandId, STATEMENT_SECRET_PURPOSE, STATEMENT_SECRET);
  });
  afterAll(() => t.close());

  /** A member with 500 baht, signed in, with their limit calls. */
  async function signedInMember(accountNumber?: string) {
    const { member } = await createFundedMember(t.database.db, brandId, { creditSatang: 500_00, password: PASSWORD, accountNumber });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password: PASSWORD } });
    const token: string = login.json().token;
    const limits = () => t.app.inject({ method: 'GET', url: '/api/auth/protection/limits', headers: bearer(token) });
    const setLimit = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/auth/protection/limits', payload, headers: bearer(token) });
    const confirm = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/protection/limits/confirm', payload, headers: bearer(token) });
    const limitOf = async (kind: string, period: string) =>
      ((await limits()).json().data as MemberLimit[]).find((limit) => limit.kind === kind && limit.period === period);
    const credit = async () => (await findMemberBalance(t.database.db, { brandId, memberId: member.id, kind: 'credit' })) ?? 0;
    return { member, token, limits, setLimit, confirm, limitOf, credit };
  }

  /** Moves the clock to the start of the next Bangkok day, when the day's limits count from zero. */
  async function untilReset(m: Awaited<ReturnType<typeof signedInMember>>, kind: string) {
    const limit = await m.limitOf(kind, 'day');
    t.clock.advanceMs(new Date(limit?.resetsAt ?? 0).getTime() - t.clock.now().getTime());
  }

  it('lists every kind in every period, unset, with the Bangkok end of each period', async () => {
    const m = await signedInMember();
    const listed = await m.limits();
    expect(listed.statusCode, listed.body).toBe(200);
    const data = listed.json().data as { kind: string; period: string; limitSatang: null; resetsAt: string }[];
    expect(data).toHaveLength(9);
    // The test clock is Saturday 21 November 2026, 12:00 in Bangkok.
    expect(data.find((limit) => limit.kind === 'loss' && limit.period === 'day')).toEqual({
      kind: 'loss',
      period: 'day',
      limitSatang: null,
      usedSatang: 0,
      resetsAt: '2026-11-21T17:00:00.000Z',
      pendingRaise: null,
    });
    expect(data.find((limit) => limit.period === 'week')?.resetsAt).toBe('2026-11-22T17:00:00.000Z');
    expect(data.find((limit) => limit.period === 'month')?.resetsAt).toBe('2026-11-30T17:00:00.000Z');
  });

  it("refuses a house-game bet that would pass the day's wagering limit with a Thai message naming the limit and its reset, moving nothing, and takes bets again the next Bangkok day", async () => {
    const m = await signedInMember();
    expect((await m.setLimit({ kind: 'wager', period: 'day', amountSatang: 20_00 })).json().data.outcome).toBe('applied');
    const { play } = await openHouseGame(t.app, m.token, 'house-slot');
    const spin = () => play('POST', '/api/house/slot/spin', { betSatang: 10_00 });

    expect((await spin()).statusCode).toBe(200);
    t.clock.advanceMs(SLOT_MIN_SPIN_GAP_MS);
    expect((await spin()).statusCode).toBe(200);
    t.clock.advanceMs(SLOT_MIN_SPIN_GAP_MS);
    const before = await m.credit();
    const refused = await spin();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'LIMIT_REACHED',
        message: 'การเดิมพันนี้เกินวงเงินเดิมพันรายวันที่คุณตั้งไว้ 20.00 บาท (ใช้ไปแล้ว 20.00 บาท) เริ่มนับใหม่ 22 พฤศจิกายน 2569 เวลา 00:00 น.',
        until: '2026-11-21T17:00:00.000Z',
      },
    });
    expect(await m.credit()).toBe(before);
    expect((await m.limitOf('wager', 'day'))?.usedSatang).toBe(20_00);

    await untilReset(m, 'wager');
    // The game's play session lasts hours, not days: the member opens the game again.
    const reopened = await openHouseGame(t.app, m.token, 'house-slot');
    expect((await reopened.play('POST', '/api/house/slot/spin', { betSatang: 10_00 })).statusCode).toBe(200);
  });

  it('raises a limit only when the member confirms it 24 hours after asking; a removal the same way', async () => {
    const m = await signedInMember();
    await m.setLimit({ kind: 'deposit', period: 'week', amountSatang: 1_000_00 });
    const requestedAt = t.clock.now();
    const asked = await m.setLimit({ kind: 'deposit', period: 'week', amountSatang: 5_000_00 });
    expect(asked.statusCode, asked.body).toBe(200);
    const confirmableAt = new Date(requestedAt.getTime() + 24 * HOUR_MS).toISOString();
    expect(asked.json().data).toMatchObject({
      outcome: 'requested',
      limit: { limitSatang: 1_000_00, pendingRaise: { amountSatang: 5_000_00, requestedAt: requestedAt.toISOString(), confirmableAt } },
    });

    t.clock.advanceMs(24 * HOUR_MS - 1);
    const early = await m.confirm({ kind: 'deposit', period: 'week' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'LIMIT_RAISE_TOO_EARLY', until: confirmableAt });
    expect((await m.limitOf('deposit', 'week'))?.limitSatang).toBe(1_000_00);

    t.clock.advanceMs(1);
    const confirmed = await m.confirm({ kind: 'deposit', period: 'week' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ limitSatang: 5_000_00, pendingRaise: null });
    expect((await m.confirm({ kind: 'deposit', period: 'week' })).json().error.code).toBe('LIMIT_RAISE_NOT_PENDING');

    expect((await m.setLimit({ kind: 'deposit', period: 'week', amountSatang: null })).json().data.outcome).toBe('requested');
    t.clock.advanceMs(24 * HOUR_MS);
    expect((await m.confirm({ kind: 'deposit', period: 'week' })).json().data).toMatchObject({ limitSatang: null, pendingRaise: null });
  });

  it('applies a lowering at once and drops a raise waiting; the amount in force again withdraws a raise; unchanged otherwise', async () => {
    const m = await signedInMember();
    await m.setLimit({ kind: 'loss', period: 'month', amountSatang: 3_000_00 });
    await m.setLimit({ kind: 'loss', period: 'month', amountSatang: 9_000_00 });
    const lowered = await m.setLimit({ kind: 'loss', period: 'month', amountSatang: 2_000_00 });
    expect(lowered.json().data).toMatchObject({ outcome: 'applied', limit: { limitSatang: 2_000_00, pendingRaise: null } });

    await m.setLimit({ kind: 'loss', period: 'month', amountSatang: 4_000_00 });
    const withdrawn = await m.setLimit({ kind: 'loss', period: 'month', amountSatang: 2_000_00 });
    expect(withdrawn.json().data).toMatchObject({ outcome: 'applied', limit: { limitSatang: 2_000_00, pendingRaise: null } });
    t.clock.advanceMs(24 * HOUR_MS);
    expect((await m.confirm({ kind: 'loss', period: 'month' })).json().error.code).toBe('LIMIT_RAISE_NOT_PENDING');

    const same = await m.setLimit({ kind: 'loss', period: 'month', amountSatang: 2_000_00 });
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toEqual({ code: 'LIMIT_UNCHANGED', message: 'วงเงินนี้ตั้งไว้เท่านี้อยู่แล้ว' });
  });

  it('refuses bad input with a Thai message, and asks for a login', async () => {
    const m = await signedInMember();
    for (const payload of [
      { kind: 'loss', period: 'day', amountSatang: 0 },
      { kind: 'loss', period: 'day', amountSatang: 10.5 },
      { kind: 'loss', period: 'day', amountSatang: -100 },
      { kind: 'bonus', period: 'day', amountSatang: 100_00 },
      { kind: 'loss', period: 'year', amountSatang: 100_00 },
      { kind: 'loss', period: 'day' },
      { kind: 'loss', period: 'day', amountSatang: '100' },
    ]) {
      const refused = await m.setLimit(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
      expect(refused.json().error.message).toMatch(/[ก-๙]/);
    }
    expect((await m.confirm({ kind: 'loss' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/protection/limits' })).statusCode).toBe(401);
    expect((await m.limits()).json().data.every((limit: { limitSatang: unknown }) => limit.limitSatang === null)).toBe(true);
  });

  it("holds a bank transfer over the day's deposit limit for an operator, who may credit it only once the limit allows", async () => {
    const m = await signedInMember('7777012345');
    await t.database.db.update(memberBanks).set({ bankCode: '014' }).where(eq(memberBanks.memberId, m.member.id));
    await m.setLimit({ kind: 'deposit', period: 'day', amountSatang: 300_00 });
    const post = (lines: unknown[]) => {
      const body = JSON.stringify({ lines });
      const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
      const signature = signRequest(STATEMENT_SECRET, { timestampSeconds: timestamp, method: 'POST', path: '/api/integrations/bank-statement', rawBody: body });
      return t.app.inject({
        method: 'POST',
        url: '/api/integrations/bank-statement',
        headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
        payload: body,
      });
    };
    const line = (reference: string, amountSatang: number) => ({
      bankReference: reference,
      senderBankCode: '014',
      senderAccount: '2345',
      amountSatang,
      occurredAt: t.clock.now().toISOString(),
    });
    const ingested = await post([line(`HOLD-${m.member.id}-1`, 200_00), line(`HOLD-${m.member.id}-2`, 200_00)]);
    expect(ingested.json().data.map((outcome: { outcome: string }) => outcome.outcome)).toEqual(['credited', 'queued']);
    expect(await m.credit()).toBe(500_00 + 200_00);

    let operatorToken = await signInNewOperator(t, 'finance');
    const held = await t.app.inject({ method: 'GET', url: `/api/admin/brands/${brandId}/statement-lines?status=held`, headers: bearer(operatorToken) });
    const line2 = (held.json().data as { bankReference: string; uuid: string; memberId: string; note: string }[]).find(
      (each) => each.bankReference === `HOLD-${m.member.id}-2`,
    );
    expect(line2).toMatchObject({
      memberId: m.member.id,
      note: expect.stringContaining('ยอดฝากนี้เกินวงเงินฝากรายวันที่สมาชิกตั้งไว้ 300.00 บาท (ใช้ไปแล้ว 200.00 บาท) เติมได้หลัง'),
    });

    const assign = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/brands/${brandId}/statement-lines/${line2?.uuid}/assign`,
        payload: { memberId: m.member.id },
        headers: bearer(operatorToken),
      });
    const early = await assign();
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'MEMBER_LIMIT_REACHED', message: expect.stringContaining('หรือปฏิเสธแล้วคืนเงินที่ธนาคาร') });
    expect(await m.credit()).toBe(700_00);

    await untilReset(m, 'deposit');
    operatorToken = await signInNewOperator(t, 'finance');
    expect((await assign()).statusCode).toBe(200);
    expect(await m.credit()).toBe(900_00);
  });

  it('closes a held line when the member later credits the same transfer by slip, so nobody can also refund it', async () => {
    const m = await signedInMember('1100112233');
    await t.database.db.update(memberBanks).set({ bankCode: '011' }).where(eq(memberBanks.memberId, m.member.id));
    await m.setLimit({ kind: 'deposit', period: 'day', amountSatang: 1_000_00 });
    const ingest = (reference: string, amountSatang: number) =>
      ingestStatementLine(
        t.database.db,
        brandId,
        { bankReference: reference, senderBankCode: '011', senderAccount: '00112233', amountSatang, occurredAt: t.clock.now().toISOString() },
        t.clock.now(),
      );
    const reference = `2026112199${m.member.id.slice(0, 8)}`;
    expect((await ingest(`${reference}-A`, 500_00)).outcome).toBe('credited');
    expect((await ingest(reference, 800_00)).outcome).toBe('queued');
    const confirmSlip = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/slip/confirm',
        payload: { image: await slipPngBase64(slipPayload('011', reference)) },
        headers: bearer(m.token),
      });
    expect((await confirmSlip()).json().error.code).toBe('LIMIT_REACHED');

    await untilReset(m, 'deposit');
    const confirmed = await confirmSlip();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await m.credit()).toBe(500_00 + 500_00 + 800_00);
    const [line] = await queryRows<{ id: string; status: string; member_id: string }>(
      t.database.db,
      sql`select id, status, member_id from bank_statement_lines where bank_reference = ${reference}`,
    );
    expect(line).toMatchObject({ status: 'credited', member_id: m.member.id });
    const operatorToken = await signInNewOperator(t, 'finance');
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${brandId}/statement-lines/${line?.id}/reject`,
      payload: { reason: 'คืนเงินที่ธนาคาร' },
      headers: bearer(operatorToken),
    });
    expect(reject.statusCode).toBe(409);
  });

  it('shows the console every limit and every change, to support too', async () => {
    const m = await signedInMember();
    await m.setLimit({ kind: 'wager', period: 'week', amountSatang: 700_00 });
    await m.setLimit({ kind: 'wager', period: 'week', amountSatang: 800_00 });
    const supportToken = await signInNewOperator(t, 'support');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/brands/${brandId}/members/${m.member.id}/protection`,
      headers: bearer(supportToken),
    });
    expect(read.statusCode, read.body).toBe(200);
    const { limits, limitHistory } = read.json().data;
    expect(limits.find((limit: { kind: string; period: string }) => limit.kind === 'wager' && limit.period === 'week')).toMatchObject({
      limitSatang: 700_00,
      pendingRaise: { amountSatang: 800_00 },
    });
    expect(limitHistory.map((entry: { change: string; amountSatang: number }) => [entry.change, entry.amountSatang])).toEqual([
      ['raise_requested', 800_00],
      ['lowered', 700_00],
    ]);
  });
});
