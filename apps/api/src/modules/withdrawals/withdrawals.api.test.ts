import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewOperator } from '../../test-support/operators';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { createWithdrawingMember } from '../../test-support/withdrawing-member';

const HOUR_MS = 3_600_000;

describe('withdrawals', () => {
  let t: TestApp;
  let brandId: string;

  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await t.services.brands.resolveHostname('localhost')).id;
  });
  afterAll(() => t.close());

  const member = (creditSatang: number, level = 1) => createWithdrawingMember(t, brandId, creditSatang, level);

  it('holds the money of an accepted request and lists it as pending', async () => {
    const m = await member(1_000_00);
    const response = await m.withdraw('100.50');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ amountSatang: 100_50, status: 'pending', balanceAfterSatang: 899_50 });
    expect(await m.credit()).toBe(899_50);
    const pending = (await m.get(`/api/auth/withdraw/withdraw-request/${m.uuid}`)).json().data;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ amountSatang: 100_50, status: 'pending' });
  });

  it('lists a pending withdrawal in the history too, newest first, beside the decided ones', async () => {
    const m = await member(1_000_00);
    const financeToken = await signInNewOperator(t, 'finance');
    const decided = (await m.withdraw('300')).json().data.uuid;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${brandId}/withdrawals/${decided}/reject`,
      payload: { reason: 'บัญชีปลายทางไม่ถูกต้อง' },
      headers: bearer(financeToken),
    });
    t.clock.advanceMs(1_000);
    const pending = (await m.withdraw('120.25')).json().data.uuid;

    const history = (await m.get(`/api/auth/withdraw/withdraw-history/${m.uuid}`)).json();
    expect(history.meta.total).toBe(2);
    expect(history.data.map((row: { uuid: string; status: string }) => [row.uuid, row.status])).toEqual([
      [pending, 'pending'],
      [decided, 'rejected'],
    ]);
  });

  const badAmounts: [unknown, string][] = [
    ['0', 'zero'],
    ['-5', 'negative'],
    ['10.555', 'three decimals'],
    ['abc', 'not a number'],
    [0.1 + 0.2, 'a float that is not two decimals'],
  ];
  it.each(badAmounts)('refuses %j (%s) with a Thai field error and moves nothing', async (amount) => {
    const m = await member(1_000_00);
    const response = await m.withdraw(amount);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'amount' });
    expect(response.json().error.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(await m.credit()).toBe(1_000_00);
  });

  it('answers a retry with the same key with the first withdrawal, and refuses the key for another amount', async () => {
    const m = await member(1_000_00);
    const key = randomUUID();
    const first = await m.withdraw('250', key);
    const retry = await m.withdraw('250', key);
    expect(retry.json().data.uuid).toBe(first.json().data.uuid);
    expect(await m.credit()).toBe(750_00);
    const reused = await m.withdraw('251', key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await m.get(`/api/auth/withdraw/withdraw-request/${m.uuid}`)).json().data).toHaveLength(1);
  });

  it('refuses more than the balance and moves nothing', async () => {
    const m = await member(500_00);
    const response = await m.withdraw('500.01');
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', field: 'amount' });
    expect(await m.credit()).toBe(500_00);
  });

  it('refuses the 6th withdrawal of a Bangkok day and allows one the next day', async () => {
    // Move to 23:45 in Bangkok (16:45 UTC), then cross midnight while the session is alive.
    const now = t.clock.now();
    const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 16, 45);
    t.clock.advanceMs((target - now.getTime() + 24 * HOUR_MS) % (24 * HOUR_MS));
    const m = await member(10_000_00);
    for (let index = 0; index < 5; index += 1) expect((await m.withdraw('10')).statusCode).toBe(200);
    const sixth = await m.withdraw('10');
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().error.code).toBe('WITHDRAWAL_DAILY_COUNT_REACHED');
    t.clock.advanceMs(20 * 60_000); // 00:05 the next day in Bangkok
    expect((await m.withdraw('10')).statusCode).toBe(200);
  });

  it("refuses what would take the day's total over the tier's daily cap, naming what is left", async () => {
    const m = await member(200_000_00); // silver: 100,000 baht a day
    expect((await m.withdraw('60000')).statusCode).toBe(200);
    const over = await m.withdraw('40000.01');
    expect(over.statusCode).toBe(422);
    expect(over.json().error.code).toBe('WITHDRAWAL_DAILY_CAP_EXCEEDED');
    expect(over.json().error.message).toContain('40,000.00');
    expect((await m.withdraw('40000')).statusCode).toBe(200);
  });

  it('refuses more than the per-withdrawal maximum of the vip tier', async () => {
    const m = await member(500_000_00, 5);
    const response = await m.withdraw('100000.01');
    expect(response.json().error.code).toBe('WITHDRAWAL_OVER_TRANSACTION_MAX');
    expect((await m.withdraw('100000')).statusCode).toBe(200);
  });

  it("refuses another member's uuid with 403 and nothing of theirs", async () => {
    const m = await member(1_000_00);
    const other = await member(1_000_00);
    await other.withdraw('123.45');
    for (const url of [`/api/auth/withdraw/withdraw-request/${other.uuid}`, `/api/auth/withdraw/withdraw-history/${other.uuid}`]) {
      const response = await m.get(url);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('12345');
    }
    expect((await m.withdraw('1')).statusCode).toBe(200);
    const foreign = await t.app.inject({ method: 'POST', url: `/api/auth/withdraw/${other.uuid}`, payload: { amount: '1', idempotencyKey: randomUUID() } });
    expect(foreign.statusCode).toBe(401);
  });

  it('approval completes the request; rejection returns the money; neither happens twice', async () => {
    const m = await member(1_000_00);
    const financeToken = await signInNewOperator(t, 'finance');
    const first = (await m.withdraw('300')).json().data.uuid;
    const second = (await m.withdraw('200')).json().data.uuid;
    const decide = (id: string, action: 'approve' | 'reject', payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/admin/brands/${brandId}/withdrawals/${id}/${action}`, payload, headers: bearer(financeToken) });

    const approved = await decide(first, 'approve', { bankReference: 'KBANK-REF-001' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('completed');
    expect((await decide(first, 'approve', { bankReference: 'KBANK-REF-001' })).json().error.code).toBe('WITHDRAWAL_NOT_PENDING');
    expect((await decide(first, 'reject', { reason: 'ซ้ำ' + 'ซ้อน' })).statusCode).toBe(409);
    expect(await m.credit()).toBe(500_00);

    const rejected = await decide(second, 'reject', { reason: 'บัญชีปลายทางไม่ถูกต้อง' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectReason: 'บัญชีปลายทางไม่ถูกต้อง' });
    expect(await m.credit()).toBe(700_00);

    const history = (await m.get(`/api/auth/withdraw/withdraw-history/${m.uuid}?page=1&pageSize=1`)).json();
    expect(history.meta).toEqual({ page: 1, pageSize: 1, total: 2 });
    expect(history.data).toHaveLength(1);
    expect((await m.get(`/api/auth/withdraw/withdraw-request/${m.uuid}`)).json().data).toEqual([]);

    const feed = (await t.app.inject({ method: 'GET', url: '/api/withdraw/history' })).json().data;
    expect(feed[0]).toMatchObject({ amountSatang: 300_00 });
    expect(feed[0].username).toMatch(/^xxx.{4}$/);
  });

  it('lets only finance and admin decide', async () => {
    const m = await member(1_000_00);
    const id = (await m.withdraw('10')).json().data.uuid;
    const supportToken = await signInNewOperator(t, 'support');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${brandId}/withdrawals/${id}/approve`,
      payload: { bankReference: 'REF-XYZ' },
      headers: bearer(supportToken),
    });
    expect(response.statusCode).toBe(403);
    const queue = await t.app.inject({ method: 'GET', url: `/api/admin/brands/${brandId}/withdrawals`, headers: bearer(supportToken) });
    expect(queue.json().data.some((row: { uuid: string }) => row.uuid === id)).toBe(true);
  });
});
