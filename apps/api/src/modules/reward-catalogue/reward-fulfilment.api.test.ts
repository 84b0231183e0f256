import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@app/contract/admin';
import type { RewardRequest } from '@app/contract/rewards/reward-catalogue';
import { eq } from 'drizzle-orm';
import { rewardItems } from '../../db/schema/rewards';
import { hashTestPassword } from '../../test-support/test-passwords';
import { signInNewOperator } from '../../test-support/operators';
import { createHostedBrand, createRewardCategory, givePoints, LONG_SESSIONS, signInMember } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const ADDRESS = { houseNumber: '7', moo: '', road: '', subdistrict: 'ในเมือง', district: 'เมืองขอนแก่น', province: 'ขอนแก่น', postcode: '40000' };

describe('operators deciding physical rewards', () => {
  let t: TestApp;
  const password = 'fulfil-password-1';
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS);
    passwordHash = await hashTestPassword(password);
  });
  afterAll(() => t.close());

  async function operator(role: OperatorRole) {
    const token = await signInNewOperator(t, role);
    return (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  }

  /** A member with 1,000 points who has asked for a 300-point shirt to be sent to their address. */
  async function pendingShirt() {
    const brand = await createHostedBrand(t);
    const gifts = await createRewardCategory(t.database.db, brand.id, 'ของรางวัล', [{ name: 'เสื้อยืด', kind: 'physical', costPoints: 300, stockLeft: 5 }]);
    const shirt = gifts.items[0];
    if (!shirt) throw new Error('no item');
    const m = await signInMember(t, brand, { password, passwordHash });
    await givePoints(t.database.db, { brandId: brand.id, memberId: m.member.id }, 1_000);
    expect((await m.patch('/api/auth/address', ADDRESS)).statusCode).toBe(200);
    const asked = await m.post('/api/auth/reward/request', { itemId: shirt.id, idempotencyKey: randomUUID() });
    expect(asked.statusCode).toBe(200);
    const request = asked.json<{ data: { request: RewardRequest } }>().data.request;
    const stockLeft = async () => (await t.database.db.select().from(rewardItems).where(eq(rewardItems.id, shirt.id)))[0]?.stockLeft;
    return { brand, m, request, stockLeft, decisionUrl: `/api/admin/brands/${brand.id}/reward-requests/${request.id}/decision` };
  }

  it('lists the pending request with its member, and a fulfilment records the tracking number once', async () => {
    const { brand, m, request, decisionUrl, stockLeft } = await pendingShirt();
    const support = await operator('support');
    const pending = await support('GET', `/api/admin/brands/${brand.id}/reward-requests`);
    expect(pending.json().data).toEqual([expect.objectContaining({ id: request.id, username: m.member.username, status: 'pending', address: ADDRESS })]);

    const fulfilled = await support('POST', decisionUrl, { decision: 'fulfilled', note: 'TH1234567890' });
    expect(await stockLeft()).toBe(4);
    expect(fulfilled.statusCode).toBe(200);
    expect(fulfilled.json().data).toMatchObject({ status: 'fulfilled', note: 'TH1234567890' });
    expect((await m.balances()).points).toBe(700);

    const again = await support('POST', decisionUrl, { decision: 'rejected', note: 'ลองใหม่' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REWARD_REQUEST_NOT_PENDING');
    expect((await m.balances()).points).toBe(700);
    const history = (await m.post('/api/auth/reward/request/history')).json<{ data: RewardRequest[] }>().data;
    expect(history[0]).toMatchObject({ id: request.id, status: 'fulfilled', note: 'TH1234567890' });
    expect((await support('GET', `/api/admin/brands/${brand.id}/reward-requests`)).json().data).toEqual([]);
  });

  it('gives the points and the item back exactly once when a request is rejected, even if two operators press at once', async () => {
    const { m, decisionUrl, stockLeft } = await pendingShirt();
    expect(await stockLeft()).toBe(4);
    const [first, second] = await Promise.all([operator('support'), operator('admin')]);
    const answers = await Promise.all([
      first('POST', decisionUrl, { decision: 'rejected', note: 'สินค้าหมด' }),
      second('POST', decisionUrl, { decision: 'rejected', note: 'สินค้าหมด' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await m.balances()).points).toBe(1_000);
    expect(await stockLeft()).toBe(5);
  });

  it('refuses finance operators, members, an empty note and another brand', async () => {
    const { m, decisionUrl, request } = await pendingShirt();
    const finance = await operator('finance');
    expect((await finance('POST', decisionUrl, { decision: 'fulfilled', note: 'x' })).statusCode).toBe(403);
    const asMember = await t.app.inject({
      method: 'POST',
      url: decisionUrl,
      payload: { decision: 'fulfilled', note: 'x' },
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(asMember.statusCode).toBe(403);
    const support = await operator('support');
    expect((await support('POST', decisionUrl, { decision: 'fulfilled', note: '  ' })).statusCode).toBe(400);
    const otherBrand = await createHostedBrand(t);
    const elsewhere = await support('POST', `/api/admin/brands/${otherBrand.id}/reward-requests/${request.id}/decision`, { decision: 'rejected', note: 'x' });
    expect(elsewhere.statusCode).toBe(404);
    expect((await m.balances()).points).toBe(700);
  });
});
