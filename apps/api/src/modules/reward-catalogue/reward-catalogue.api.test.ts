import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RewardRequest } from '@app/contract/rewards/reward-catalogue';
import { rewardItems, rewardRequests } from '../../db/schema/rewards';
import { hashTestPassword } from '../../test-support/test-passwords';
import { createHostedBrand, createRewardCategory, givePoints, LONG_SESSIONS, memberLedgerMovements, signInMember } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const ADDRESS = {
  houseNumber: '99/12',
  moo: '4',
  road: 'ถนนสุขุมวิท',
  subdistrict: 'คลองเตย',
  district: 'คลองเตย',
  province: 'กรุงเทพมหานคร',
  postcode: '10110',
};

describe('reward catalogue', () => {
  let t: TestApp;
  const password = 'reward-password-1';
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS);
    passwordHash = await hashTestPassword(password);
  });
  afterAll(() => t.close());

  /** A brand with a credit category (two items and a disabled one) and a physical category. */
  async function brandWithCatalogue() {
    const brand = await createHostedBrand(t);
    const credit = await createRewardCategory(t.database.db, brand.id, 'เครดิต', [
      { name: 'เครดิตฟรี 50 บาท', kind: 'credit', costPoints: 100, creditSatang: 50_00 },
      { name: 'เครดิตฟรี 300 บาท', kind: 'credit', costPoints: 500, creditSatang: 300_00, stockLeft: 5 },
      { name: 'เครดิตปิดแลก', kind: 'credit', costPoints: 10, creditSatang: 1_00, isEnabled: false },
    ]);
    const gifts = await createRewardCategory(t.database.db, brand.id, 'ของรางวัล', [{ name: 'เสื้อยืด', kind: 'physical', costPoints: 300, stockLeft: 20 }]);
    const [small, large, disabled] = credit.items;
    const [shirt] = gifts.items;
    if (!small || !large || !disabled || !shirt) throw new Error('the catalogue was not created');
    return { brand, credit, gifts, small, large, disabled, shirt };
  }

  async function memberWithPoints(brand: { id: string; host: string }, points: number) {
    const m = await signInMember(t, brand, { password, passwordHash, creditSatang: 100_00 });
    if (points > 0) await givePoints(t.database.db, { brandId: brand.id, memberId: m.member.id }, points);
    const redeem = (itemId: string, idempotencyKey: string = randomUUID(), extra: Record<string, unknown> = {}) =>
      m.post('/api/auth/reward/request', { itemId, idempotencyKey, ...extra });
    const history = async () => (await m.post('/api/auth/reward/request/history')).json<{ data: RewardRequest[] }>().data;
    return { ...m, redeem, history };
  }

  const requestRows = (memberId: string) => t.database.db.select().from(rewardRequests).where(eq(rewardRequests.memberId, memberId));
  const stockOf = async (itemId: string) => (await t.database.db.select().from(rewardItems).where(eq(rewardItems.id, itemId)))[0]?.stockLeft;

  it("lists the brand's categories and enabled items with the member's points, by category when asked", async () => {
    const c = await brandWithCatalogue();
    const elsewhere = await brandWithCatalogue();
    const m = await memberWithPoints(c.brand, 250);

    const all = await m.post('/api/auth/reward');
    expect(all.statusCode, all.body).toBe(200);
    const catalogue = all.json().data;
    expect(catalogue.points).toBe(250);
    expect(catalogue.categories).toHaveLength(2);
    expect(catalogue.categories).toEqual(
      expect.arrayContaining([
        { id: c.credit.category.id, name: 'เครดิต', image: '', itemCount: 2 },
        { id: c.gifts.category.id, name: 'ของรางวัล', image: '', itemCount: 1 },
      ]),
    );
    expect(catalogue.items.map((item: { id: string }) => item.id).sort()).toEqual([c.small.id, c.large.id, c.shirt.id].sort());
    expect(catalogue.items).toContainEqual({
      id: c.large.id,
      categoryId: c.credit.category.id,
      name: 'เครดิตฟรี 300 บาท',
      description: '',
      image: '',
      kind: 'credit',
      costPoints: 500,
      creditSatang: 300_00,
      stockLeft: 5,
    });
    expect(catalogue.items).toContainEqual(expect.objectContaining({ id: c.shirt.id, kind: 'physical', creditSatang: null, stockLeft: 20 }));
    expect(all.body).not.toContain(elsewhere.small.id);

    const gifts = (await m.post('/api/auth/reward', { categoryId: c.gifts.category.id })).json().data;
    expect(gifts.items.map((item: { id: string }) => item.id)).toEqual([c.shirt.id]);
  });

  it('redeems a credit item: points down by its cost and credit up by its value, through the ledger', async () => {
    const c = await brandWithCatalogue();
    const m = await memberWithPoints(c.brand, 250);
    const before = await m.balances();
    const movementsBefore = await memberLedgerMovements(t.database.db, m.member.id);
    const key = randomUUID();

    const redeemed = await m.redeem(c.small.id, key);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const { request, balances } = redeemed.json().data;
    expect(request).toMatchObject({
      itemId: c.small.id,
      itemName: 'เครดิตฟรี 50 บาท',
      kind: 'credit',
      costPoints: 100,
      creditSatang: 50_00,
      status: 'paid',
      address: null,
    });
    const expected = { balanceSatang: before.balanceSatang + 50_00, points: 150 };
    expect(balances).toEqual(expected);
    expect(await m.balances()).toEqual(expected);
    expect((await memberLedgerMovements(t.database.db, m.member.id)).slice(movementsBefore.length)).toEqual([
      // Credit first, then points: the same lock order as a deposit, which credits before it adds points.
      {
        transferKind: 'reward',
        idempotencyKey: `reward:${request.id}:credit`,
        accountKind: 'credit',
        amountSatang: 50_00,
        balanceAfterSatang: expected.balanceSatang,
      },
      { transferKind: 'point_spend', idempotencyKey: `reward:${request.id}:points`, accountKind: 'point', amountSatang: -100, balanceAfterSatang: 150 },
    ]);

    const retry = await m.redeem(c.small.id, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual({ request, balances: expected });
    expect(await m.balances()).toEqual(expected);
    expect(await memberLedgerMovements(t.database.db, m.member.id)).toHaveLength(movementsBefore.length + 2);

    const reused = await m.redeem(c.large.id, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await m.balances()).toEqual(expected);
    expect(await stockOf(c.large.id)).toBe(5);
    expect((await m.history()).map((entry) => entry.id)).toEqual([request.id]);
  });

  it('refuses too few points and writes nothing', async () => {
    const c = await brandWithCatalogue();
    const m = await memberWithPoints(c.brand, 499);
    const before = await m.balances();
    const movementsBefore = await memberLedgerMovements(t.database.db, m.member.id);

    const refused = await m.redeem(c.large.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({ code: 'INSUFFICIENT_POINTS', message: 'พอยท์ของคุณไม่พอสำหรับแลกของรางวัลนี้' });
    expect(await m.balances()).toEqual(before);
    expect(await memberLedgerMovements(t.database.db, m.member.id)).toEqual(movementsBefore);
    expect(await requestRows(m.member.id)).toEqual([]);
    expect(await m.history()).toEqual([]);
    expect(await stockOf(c.large.id)).toBe(5);
  });

  it('needs a saved address for a physical item, then keeps a copy of it with the pending request', async () => {
    const c = await brandWithCatalogue();
    const m = await memberWithPoints(c.brand, 400);
    const before = await m.balances();

    const refused = await m.redeem(c.shirt.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({ code: 'ADDRESS_REQUIRED', message: 'กรุณาบันทึกที่อยู่จัดส่งก่อนแลกของรางวัลที่ต้องจัดส่ง' });
    expect(await m.balances()).toEqual(before);
    expect(await requestRows(m.member.id)).toEqual([]);

    expect((await m.patch('/api/auth/address', ADDRESS)).statusCode).toBe(200);
    const redeemed = await m.redeem(c.shirt.id);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().data).toMatchObject({
      request: { itemId: c.shirt.id, kind: 'physical', costPoints: 300, creditSatang: null, status: 'pending', address: ADDRESS, decidedAt: null },
      balances: { balanceSatang: before.balanceSatang, points: 100 },
    });
    expect(await stockOf(c.shirt.id)).toBe(19);

    // A later change of address does not move a request already made.
    expect((await m.patch('/api/auth/address', { ...ADDRESS, houseNumber: '1' })).statusCode).toBe(200);
    expect((await m.history())[0]?.address).toEqual(ADDRESS);
  });

  it('refuses an item whose stock has run out', async () => {
    const c = await brandWithCatalogue();
    await t.database.db.update(rewardItems).set({ stockLeft: 1 }).where(eq(rewardItems.id, c.large.id));
    const m = await memberWithPoints(c.brand, 1_000);

    expect((await m.redeem(c.large.id)).statusCode).toBe(200);
    expect(await stockOf(c.large.id)).toBe(0);
    const afterFirst = await m.balances();
    const soldOut = await m.redeem(c.large.id);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error).toEqual({ code: 'REWARD_ITEM_UNAVAILABLE', message: 'ของรางวัลนี้หมดหรือปิดการแลกแล้ว' });
    expect(await m.balances()).toEqual(afterFirst);
    expect(afterFirst.points).toBe(500);
    expect((await m.post('/api/auth/reward')).json().data.items).toContainEqual(expect.objectContaining({ id: c.large.id, stockLeft: 0 }));
    expect(await m.history()).toHaveLength(1);
  });

  it("refuses a disabled item and another brand's item, and spends nothing", async () => {
    const c = await brandWithCatalogue();
    const elsewhere = await brandWithCatalogue();
    const m = await memberWithPoints(c.brand, 1_000);
    const before = await m.balances();

    for (const itemId of [c.disabled.id, elsewhere.small.id, elsewhere.large.id]) {
      const refused = await m.redeem(itemId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('REWARD_ITEM_UNAVAILABLE');
    }
    expect(await m.balances()).toEqual(before);
    expect(await requestRows(m.member.id)).toEqual([]);
    expect(await stockOf(elsewhere.large.id)).toBe(5);
  });

  it("refuses another member's userUuid with 403 and spends nothing of either; the caller's own is accepted", async () => {
    const c = await brandWithCatalogue();
    const caller = await memberWithPoints(c.brand, 300);
    const other = await memberWithPoints(c.brand, 300);
    const otherOwn = (await other.redeem(c.small.id)).json().data.request as RewardRequest;
    const callerBefore = await caller.balances();
    const otherBefore = await other.balances();

    const refused = await caller.redeem(c.small.id, randomUUID(), { userUuid: other.member.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect(await caller.balances()).toEqual(callerBefore);
    expect(await other.balances()).toEqual(otherBefore);
    expect(await requestRows(caller.member.id)).toEqual([]);
    expect((await other.history()).map((entry) => entry.id)).toEqual([otherOwn.id]);

    const redeemed = await caller.redeem(c.small.id, randomUUID(), { userUuid: caller.member.id });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(await caller.balances()).toEqual({ balanceSatang: callerBefore.balanceSatang + 50_00, points: callerBefore.points - 100 });
  });
});
