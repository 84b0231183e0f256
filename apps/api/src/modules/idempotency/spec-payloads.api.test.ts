import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brands } from '../../db/schema/brands';
import { createHostedBrand, createRewardCategory, givePoints, LONG_SESSIONS, signInMember } from '../../test-support/rewards';
import { hashTestPassword } from '../../test-support/test-passwords';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { ensureAccount, transfer } from '../ledger/ledger.service';
import type { PayoutAdapter } from '../withdrawals/payout-adapter';
import { KEYLESS_DUPLICATE_WINDOW_MS } from './request-idempotency';

/**
 * The money calls with exactly the payload the specification names (section 7): no idempotency
 * key in the body. A key may come in the Idempotency-Key header; without one, an identical call of
 * the same member within the window is refused as a duplicate instead of being done twice.
 */
describe("the specification's own money payloads", () => {
  let t: TestApp;
  const password = 'payload-password-1';
  let passwordHash: string;
  let brand: Awaited<ReturnType<typeof createHostedBrand>>;
  const payouts: string[] = [];
  const payout: PayoutAdapter = {
    async send(request) {
      payouts.push(request.withdrawalId);
      return { outcome: 'paid', bankReference: `AUTO-${payouts.length}` };
    },
  };

  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS, { payoutAdapter: payout });
    passwordHash = await hashTestPassword(password);
    brand = await createHostedBrand(t);
    await t.database.db.update(brands).set({ isAutoPayoutEnabled: true }).where(eq(brands.id, brand.id));
    t.services.brands.invalidate();
  });
  afterAll(() => t.close());

  async function member(creditSatang = 1_000_00) {
    const m = await signInMember(t, brand, { password, passwordHash, creditSatang });
    const postWith = (url: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${m.token}`, host: brand.host, ...headers } });
    const credit = async () => (await m.balances()).balanceSatang;
    const withdrawals = async () => (await m.get(`/api/auth/withdraw/withdraw-history/${m.member.id}`)).json().data as { uuid: string; status: string }[];
    return { ...m, postWith, credit, withdrawals };
  }

  const later = () => t.clock.advanceMs(KEYLESS_DUPLICATE_WINDOW_MS + 1);

  describe('POST /api/auth/withdraw/{uuid} with amount only', () => {
    it('withdraws once, refuses the identical call within 10 s as DUPLICATE_REQUEST in Thai, and accepts it after', async () => {
      const m = await member();
      const url = `/api/auth/withdraw/${m.member.id}`;
      const first = await m.post(url, { amount: '100' });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toMatchObject({ amountSatang: 100_00, status: 'pending' });

      const again = await m.post(url, { amount: 100 }); // the same amount written as a number
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('DUPLICATE_REQUEST');
      expect(again.json().error.message).toMatch(/[\u0E00-\u0E7F]/);
      expect(await m.credit()).toBe(900_00);

      expect((await m.post(url, { amount: '101' })).statusCode).toBe(200); // another body is another request
      later();
      expect((await m.post(url, { amount: '100' })).statusCode).toBe(200);
      expect(await m.credit()).toBe(699_00);
      expect(await m.withdrawals()).toHaveLength(3);
    });

    it('lets a refused key-less call be sent again at once: a refusal claims nothing', async () => {
      const m = await member(50_00);
      const url = `/api/auth/withdraw/${m.member.id}`;
      expect((await m.post(url, { amount: '100' })).json().error.code).toBe('INSUFFICIENT_FUNDS');
      const house = await ensureAccount(t.database.db, { brandId: brand.id, memberId: null, kind: 'house_adjustment' });
      const account = await ensureAccount(t.database.db, { brandId: brand.id, memberId: m.member.id, kind: 'credit' });
      await transfer(t.database.db, {
        brandId: brand.id,
        fromAccountId: house,
        toAccountId: account,
        amountSatang: 100_00,
        kind: 'test',
        idempotencyKey: `top-up:${m.member.id}`,
        at: t.clock.now(),
      });
      expect((await m.post(url, { amount: '100' })).statusCode).toBe(200);
    });

    it('takes the key from the Idempotency-Key header (an RFC 8941 string): a retry answers the first withdrawal', async () => {
      const m = await member();
      const url = `/api/auth/withdraw/${m.member.id}`;
      const key = randomUUID();
      const first = await m.postWith(url, { amount: '250' }, { 'idempotency-key': `"${key}"` });
      expect(first.statusCode, first.body).toBe(200);
      const retry = await m.postWith(url, { amount: '250' }, { 'idempotency-key': `"${key}"` });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data.uuid).toBe(first.json().data.uuid);
      // The same key in the body is the same request.
      expect((await m.post(url, { amount: '250', idempotencyKey: key })).json().data.uuid).toBe(first.json().data.uuid);
      expect((await m.postWith(url, { amount: '251' }, { 'idempotency-key': `"${key}"` })).json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await m.credit()).toBe(750_00);
    });

    it.each([
      ['a bare token', { 'idempotency-key': '8e03978e-40d5-43e8-bc93-6894a57f9324' }, {}],
      ['too short a key', { 'idempotency-key': '"short"' }, {}],
      ['a header that differs from the body', { 'idempotency-key': '"header-key-0001"' }, { idempotencyKey: 'body-key-0001' }],
    ])('refuses %s with VALIDATION_FAILED on Idempotency-Key and moves nothing', async (_label, headers, body) => {
      const m = await member();
      const response = await m.postWith(`/api/auth/withdraw/${m.member.id}`, { amount: '10', ...body }, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'Idempotency-Key' });
      expect(response.json().error.message).toMatch(/[\u0E00-\u0E7F]/);
      expect(await m.credit()).toBe(1_000_00);
    });

    it('keeps the key-less window per member: another member may send the same body at once', async () => {
      const first = await member();
      const second = await member();
      expect((await first.post(`/api/auth/withdraw/${first.member.id}`, { amount: '10' })).statusCode).toBe(200);
      expect((await second.post(`/api/auth/withdraw/${second.member.id}`, { amount: '10' })).statusCode).toBe(200);
    });
  });

  it('POST /api/auth/user/transfer/to/bank with amount only pays out once', async () => {
    const m = await member();
    const first = await m.post('/api/auth/user/transfer/to/bank', { amount: '200' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.status).toBe('completed');
    const again = await m.post('/api/auth/user/transfer/to/bank', { amount: '200' });
    expect(again.json().error.code).toBe('DUPLICATE_REQUEST');
    expect(payouts.filter((id) => id === first.json().data.uuid)).toHaveLength(1);
    expect(payouts).toHaveLength(1);
    expect(await m.credit()).toBe(800_00);
  });

  describe('POST /api/auth/affiliate/withdraw/{username} with amount and type', () => {
    async function affiliateWith(balanceSatang: number) {
      const m = await member(0);
      const house = await ensureAccount(t.database.db, { brandId: brand.id, memberId: null, kind: 'house_affiliate' });
      const account = await ensureAccount(t.database.db, { brandId: brand.id, memberId: m.member.id, kind: 'affiliate' });
      await transfer(t.database.db, {
        brandId: brand.id,
        fromAccountId: house,
        toAccountId: account,
        amountSatang: balanceSatang,
        kind: 'test',
        idempotencyKey: `affiliate-fund:${m.member.id}`,
        at: t.clock.now(),
      });
      const withdraw = (body: Record<string, unknown>) => m.post(`/api/auth/affiliate/withdraw/${m.member.username}`, body);
      const affiliateBalance = async () => (await m.get(`/api/auth/affiliate/bonus/${m.member.username}`)).json().data.balanceSatang as number;
      return { ...m, withdraw, affiliateBalance };
    }

    it("moves 'credit' and 'bank' once each, and refuses the identical call within the window", async () => {
      const a = await affiliateWith(300_00);
      const toCredit = await a.withdraw({ amount: '100', type: 'credit' });
      expect(toCredit.statusCode, toCredit.body).toBe(200);
      expect((await a.withdraw({ amount: '100', type: 'credit' })).json().error.code).toBe('DUPLICATE_REQUEST');
      const toBank = await a.withdraw({ amount: '100', type: 'bank' });
      expect(toBank.statusCode, toBank.body).toBe(200);
      expect(toBank.json().data.withdrawalUuid).toEqual(expect.any(String));
      expect((await a.withdraw({ amount: '100', type: 'bank' })).json().error.code).toBe('DUPLICATE_REQUEST');
      expect(await a.affiliateBalance()).toBe(100_00);
      expect(await a.credit()).toBe(100_00);
      expect((await a.withdrawals()).map((row) => row.status)).toEqual(['pending']);
    });

    it.each(['cash', 'CREDIT', ''])('refuses the type %j on `type`, in Thai, naming the two it takes', async (type) => {
      const a = await affiliateWith(100_00);
      const response = await a.withdraw({ amount: '10', type });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'type' });
      expect(response.json().error.message).toContain('credit');
      expect(response.json().error.message).toContain('bank');
      expect(await a.affiliateBalance()).toBe(100_00);
    });
  });

  describe('POST /api/auth/reward/request with userUuid', () => {
    async function memberWithItem() {
      const m = await member(0);
      await givePoints(t.database.db, { brandId: brand.id, memberId: m.member.id }, 1_000);
      const { items } = await createRewardCategory(t.database.db, brand.id, `เครดิต ${randomUUID().slice(0, 6)}`, [
        { name: 'เครดิตฟรี 50 บาท', kind: 'credit', costPoints: 100, creditSatang: 50_00 },
      ]);
      const item = items[0];
      if (!item) throw new Error('the reward item was not created');
      return { ...m, itemId: item.id };
    }

    it("redeems with the caller's own uuid and no key, once within the window", async () => {
      const m = await memberWithItem();
      const first = await m.post('/api/auth/reward/request', { itemId: m.itemId, userUuid: m.member.id });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.balances).toEqual({ balanceSatang: 50_00, points: 900 });
      expect((await m.post('/api/auth/reward/request', { itemId: m.itemId, userUuid: m.member.id })).json().error.code).toBe('DUPLICATE_REQUEST');
      later();
      expect((await m.post('/api/auth/reward/request', { itemId: m.itemId, userUuid: m.member.id })).statusCode).toBe(200);
      expect(await m.balances()).toEqual({ balanceSatang: 100_00, points: 800 });
    });

    it("refuses another member's uuid with 403, spends nothing and tells nothing of them", async () => {
      const m = await memberWithItem();
      const other = await member(0);
      for (const userUuid of [other.member.id, randomUUID(), 'not-a-uuid']) {
        const response = await m.post('/api/auth/reward/request', { itemId: m.itemId, userUuid });
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
        expect(response.body).not.toContain(other.member.username);
      }
      expect(await m.balances()).toEqual({ balanceSatang: 0, points: 1_000 });
    });
  });
});
