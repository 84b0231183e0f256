import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember } from '../../test-support/fixtures';
import { signInNewOperator } from '../../test-support/operators';
import { createHostedBrand } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Four-eyes that one admin cannot step around: switching it off or raising its threshold waits
 * for a second admin, an approval keeps the rule in force when the withdrawal was asked for, and
 * a member's withdrawals of one Bangkok day count together toward the threshold.
 */
describe('four-eyes on withdrawals', () => {
  let t: TestApp;
  let admins: [string, string];
  let finance: [string, string];
  beforeAll(async () => {
    // Sessions that outlive the day a waiting change takes to lapse.
    t = await createTestApp({ OPERATOR_SESSION_IDLE_MINUTES: '1500', OPERATOR_SESSION_MAX_HOURS: '96' });
    admins = [await signInNewOperator(t, 'admin'), await signInNewOperator(t, 'admin')];
    finance = [await signInNewOperator(t, 'finance'), await signInNewOperator(t, 'finance')];
  });
  afterAll(() => t.close());

  async function brandWithThreshold(thresholdSatang: number) {
    const brand = await createHostedBrand(t);
    const set = await setThreshold(admins[0], brand.id, thresholdSatang);
    expect(set.json().data).toEqual({ thresholdSatang, pendingChange: null });
    return brand;
  }
  const setThreshold = (token: string, brandId: string, thresholdSatang: number | null) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/brands/${brandId}/four-eyes`, payload: { thresholdSatang }, headers: bearer(token) });

  async function memberOf(brand: { id: string; host: string }) {
    const password = 'member-password-1';
    const { member } = await createFundedMember(t.database.db, brand.id, { creditSatang: 500_000_00, password });
    const token = (
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password }, headers: { host: brand.host } })
    ).json().token as string;
    return async (amount: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/auth/withdraw/${member.id}`,
        payload: { amount, idempotencyKey: randomUUID() },
        headers: bearer(token, { host: brand.host }),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.uuid as string;
    };
  }
  const approve = async (token: string, brandId: string, withdrawalId: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/brands/${brandId}/withdrawals/${withdrawalId}/approve`,
        payload: { bankReference: `REF-${randomUUID().slice(0, 8)}` },
        headers: bearer(token),
      })
    ).json().data.status as string;

  it('lets one admin make it stricter at once, but switching it off waits for a second admin', async () => {
    const brand = await brandWithThreshold(50_000_00);
    expect((await setThreshold(admins[0], brand.id, 20_000_00)).json().data).toEqual({ thresholdSatang: 20_000_00, pendingChange: null });

    const proposed = await setThreshold(admins[0], brand.id, null);
    expect(proposed.statusCode).toBe(202);
    expect(proposed.json().data).toMatchObject({ thresholdSatang: 20_000_00, pendingChange: { thresholdSatang: null, proposedBy: expect.any(String) } });
    // The proposer cannot confirm it; meanwhile the rule holds.
    expect((await setThreshold(admins[0], brand.id, null)).json().data.thresholdSatang).toBe(20_000_00);
    const withdraw = await memberOf(brand);
    expect(await approve(finance[0], brand.id, await withdraw('30000'))).toBe('pending');

    const confirmed = await setThreshold(admins[1], brand.id, null);
    expect(confirmed.json().data).toEqual({ thresholdSatang: null, pendingChange: null });
    const settings = await t.app.inject({ method: 'GET', url: `/api/admin/brands/${brand.id}/settings`, headers: bearer(admins[0]) });
    expect(settings.json().data).toMatchObject({ fourEyesThresholdSatang: null, fourEyesPendingChange: null });
  });

  it('lets a waiting change lapse after 24 hours: a later request of the same is a new proposal, not a confirmation', async () => {
    const brand = await brandWithThreshold(30_000_00);
    const proposed = await setThreshold(admins[0], brand.id, null);
    expect(proposed.statusCode).toBe(202);
    const proposedAt = t.clock.now();
    expect(proposed.json().data.pendingChange).toMatchObject({
      proposedAt: proposedAt.toISOString(),
      expiresAt: new Date(proposedAt.getTime() + 24 * 60 * 60_000).toISOString(),
    });

    // Until the last moment of the day it still waits; then nobody has confirmed it, and the
    // console no longer shows it as waiting.
    t.clock.advanceMs(24 * 60 * 60_000 - 1);
    const lastMoment = await t.app.inject({ method: 'GET', url: `/api/admin/brands/${brand.id}/settings`, headers: bearer(admins[1]) });
    expect(lastMoment.json().data.fourEyesPendingChange).toMatchObject({ thresholdSatang: null });
    t.clock.advanceMs(1);
    const settings = await t.app.inject({ method: 'GET', url: `/api/admin/brands/${brand.id}/settings`, headers: bearer(admins[1]) });
    expect(settings.json().data).toMatchObject({ fourEyesThresholdSatang: 30_000_00, fourEyesPendingChange: null });
    // The second admin's same request starts a new proposal of their own, which the first confirms.
    const late = await setThreshold(admins[1], brand.id, null);
    expect(late.statusCode).toBe(202);
    expect(late.json().data).toMatchObject({ thresholdSatang: 30_000_00, pendingChange: { thresholdSatang: null } });
    // The log keeps what lapsed, which the new proposal replaced.
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?action=brand.four_eyes.propose&targetId=${brand.id}`,
      headers: bearer(admins[0]),
    });
    expect(log.json().data[0].before).toMatchObject({ pendingChange: null, lapsedChange: { thresholdSatang: null, proposedAt: proposedAt.toISOString() } });
    expect(await approve(finance[0], brand.id, await (await memberOf(brand))('40000'))).toBe('pending');
    expect((await setThreshold(admins[0], brand.id, null)).json().data).toEqual({ thresholdSatang: null, pendingChange: null });
  });

  it('lets a raised threshold wait for a second admin too, and a different proposal replaces the first', async () => {
    const brand = await brandWithThreshold(10_000_00);
    expect((await setThreshold(admins[0], brand.id, 90_000_00)).statusCode).toBe(202);
    expect((await setThreshold(admins[1], brand.id, 80_000_00)).json().data).toMatchObject({
      thresholdSatang: 10_000_00,
      pendingChange: { thresholdSatang: 80_000_00 },
    });
    expect((await setThreshold(admins[0], brand.id, 80_000_00)).json().data).toEqual({ thresholdSatang: 80_000_00, pendingChange: null });
  });

  it('approves by the rule in force when the withdrawal was asked for, even after the threshold rose', async () => {
    const brand = await brandWithThreshold(10_000_00);
    const withdraw = await memberOf(brand);
    const large = await withdraw('15000');
    await setThreshold(admins[0], brand.id, 100_000_00);
    expect((await setThreshold(admins[1], brand.id, 100_000_00)).json().data.thresholdSatang).toBe(100_000_00);
    expect(await approve(finance[0], brand.id, large)).toBe('pending');
    expect(await approve(finance[1], brand.id, large)).toBe('completed');
  });

  it("counts a member's withdrawals of one day together toward the threshold", async () => {
    const brand = await brandWithThreshold(10_000_00);
    const withdraw = await memberOf(brand);
    expect(await approve(finance[0], brand.id, await withdraw('6000'))).toBe('completed');
    // 6,000 + 6,000 is above 10,000: the second needs two operators, though each is below.
    const second = await withdraw('6000');
    expect(await approve(finance[0], brand.id, second)).toBe('pending');
    expect(await approve(finance[1], brand.id, second)).toBe('completed');
  });
});
