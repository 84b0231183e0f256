import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brands } from '../../db/schema/brands';
import { createFundedMember } from '../../test-support/fixtures';
import { signInNewOperator } from '../../test-support/operators';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { findMemberBalance } from '../ledger/ledger.repo';
import type { PayoutAdapter } from './payout-adapter';

describe('failed payouts, retries and automatic payouts', () => {
  let t: TestApp;
  let brandId: string;
  let nextPayout: 'paid' | 'failed' | 'unknown' = 'paid';
  const payoutCalls: string[] = [];
  const fakePayout: PayoutAdapter = {
    async send(payout) {
      payoutCalls.push(payout.withdrawalId);
      if (nextPayout === 'paid') return { outcome: 'paid', bankReference: `AUTO-${payoutCalls.length}` };
      if (nextPayout === 'failed') return { outcome: 'refused', reason: 'บัญชีปลายทางถูกปิด' };
      return { outcome: 'unknown' };
    },
  };

  beforeAll(async () => {
    t = await createTestApp({}, { payoutAdapter: fakePayout });
    brandId = (await t.services.brands.resolveHostname('localhost')).id;
  });
  afterAll(() => t.close());

  async function member(creditSatang: number) {
    const password = 'member-password-1';
    const { member: row } = await createFundedMember(t.database.db, brandId, { creditSatang, password });
    const token: string = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: row.username, password } })).json().token;
    const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
    return {
      id: row.id,
      post,
      credit: async () => (await findMemberBalance(t.database.db, { brandId, memberId: row.id, kind: 'credit' })) ?? 0,
      pending: async () => (await t.app.inject({ method: 'GET', url: `/api/auth/withdraw/withdraw-request/${row.id}`, headers: bearer(token) })).json().data,
    };
  }

  async function operatorPost(path: string, payload: Record<string, unknown>) {
    const token = await signInNewOperator(t, 'finance');
    return t.app.inject({ method: 'POST', url: `/api/admin/brands/${brandId}/withdrawals/${path}`, payload, headers: bearer(token) });
  }

  it('keeps a failed payout held, lets the member retry it, and lets an operator reject it', async () => {
    const m = await member(1_000_00);
    const id = (await m.post(`/api/auth/withdraw/${m.id}`, { amount: '300', idempotencyKey: randomUUID() })).json().data.uuid;
    expect((await m.post('/api/auth/withdraw/retry', { uuid: id })).json().error.code).toBe('WITHDRAWAL_NOT_FAILED');

    const failed = await operatorPost(`${id}/fail`, { reason: 'ธนาคารปลายทางปฏิเสธ' });
    expect(failed.json().data).toMatchObject({ status: 'failed', failureReason: 'ธนาคารปลายทางปฏิเสธ' });
    expect(await m.credit()).toBe(700_00);
    expect((await m.pending()).map((row: { status: string }) => row.status)).toEqual(['failed']);

    const stranger = await member(10_00);
    expect((await stranger.post('/api/auth/withdraw/retry', { uuid: id })).statusCode).toBe(404);

    const retried = await m.post('/api/auth/withdraw/retry', { uuid: id });
    expect(retried.json().data.status).toBe('pending');
    await operatorPost(`${id}/fail`, { reason: 'ยังโอนไม่ได้' });
    const rejected = await operatorPost(`${id}/reject`, { reason: 'ยกเลิกตามคำขอ' });
    expect(rejected.json().data.status).toBe('rejected');
    expect(await m.credit()).toBe(1_000_00);
  });

  it('refuses the instant path while the brand has automatic payouts off', async () => {
    const m = await member(1_000_00);
    const response = await m.post('/api/auth/user/transfer/to/bank', { amount: '100', idempotencyKey: randomUUID() });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('AUTO_PAYOUT_DISABLED');
    expect(await m.credit()).toBe(1_000_00);
  });

  it('pays at once when the brand pays automatically, once per key, and leaves a refused payout failed and held', async () => {
    await t.database.db.update(brands).set({ isAutoPayoutEnabled: true }).where(eq(brands.id, brandId));
    t.services.brands.invalidate();
    const m = await member(1_000_00);
    nextPayout = 'paid';
    const key = randomUUID();
    const paid = await m.post('/api/auth/user/transfer/to/bank', { amount: '200', idempotencyKey: key });
    expect(paid.json().data).toMatchObject({ status: 'completed', amountSatang: 200_00, balanceAfterSatang: 800_00 });
    const callsAfterFirst = payoutCalls.length;
    const replay = await m.post('/api/auth/user/transfer/to/bank', { amount: '200', idempotencyKey: key });
    expect(replay.json().data.uuid).toBe(paid.json().data.uuid);
    expect(payoutCalls.length).toBe(callsAfterFirst);

    nextPayout = 'failed';
    const refused = await m.post('/api/auth/user/transfer/to/bank', { amount: '100', idempotencyKey: randomUUID() });
    expect(refused.json().data).toMatchObject({ status: 'failed', failureReason: 'บัญชีปลายทางถูกปิด' });
    expect(await m.credit()).toBe(700_00);

    // An unclear answer leaves the payout processing, money held, out of the operators' reach.
    nextPayout = 'unknown';
    const unclear = await m.post('/api/auth/user/transfer/to/bank', { amount: '50', idempotencyKey: randomUUID() });
    expect(unclear.json().data.status).toBe('processing');
    expect(await m.credit()).toBe(650_00);
    for (const action of ['approve', 'reject', 'fail']) {
      const payload = action === 'approve' ? { bankReference: 'MANUAL-1' } : { reason: 'ลองจ่ายเอง' };
      expect((await operatorPost(`${unclear.json().data.uuid}/${action}`, payload)).statusCode).toBe(409);
    }

    const tooMuch = await m.post('/api/auth/user/transfer/to/bank', { amount: '5000', idempotencyKey: randomUUID() });
    expect(tooMuch.json().error.code).toBe('INSUFFICIENT_FUNDS');
  });
});
