import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/members';
import { createFundedMember } from '../../test-support/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { insertDeposit } from '../deposits/deposits.repo';

describe('member level', () => {
  let t: TestApp;
  let brandId: string;
  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await t.services.brands.resolveHostname('localhost')).id;
  });
  afterAll(() => t.close());

  async function memberAtLevel(level: number) {
    const password = 'member-password-1';
    const { member } = await createFundedMember(t.database.db, brandId, { password });
    await t.database.db.update(members).set({ level }).where(eq(members.id, member.id));
    const token: string = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password } })).json().token;
    const level_ = async () => (await t.app.inject({ method: 'GET', url: `/api/auth/user/level/${member.id}`, headers: bearer(token) })).json();
    return { member, token, level: level_ };
  }

  const deposit = (memberId: string, amountSatang: number, createdAt: Date) =>
    insertDeposit(t.database.db, { brandId, memberId, amountSatang, source: 'review', bankReference: `R${Math.random()}`, transferId: 0, createdAt });

  it('returns the current tier, the whole table and cumulative progress for silver', async () => {
    const m = await memberAtLevel(1);
    await deposit(m.member.id, 10_000_00, new Date('2025-01-01T00:00:00Z'));
    const { data } = await m.level();
    expect(data.current).toMatchObject({ level: 1, name: 'ซิลเวอร์', status: 'current', lossReturnPercent: 5, maxAmountSatang: 100_000_00 });
    expect(data.tiers.map((tier: { level: number; status: string; disabled: boolean }) => [tier.level, tier.status, tier.disabled])).toEqual([
      [1, 'current', false],
      [2, 'locked', false],
      [3, 'locked', false],
      [4, 'locked', false],
      [5, 'locked', true],
      [6, 'locked', true],
    ]);
    expect(data.progress).toEqual({ basis: 'cumulative', depositedSatang: 10_000_00, nextLevelSatang: 50_000_00, remainingSatang: 40_000_00, percent: 20 });
    expect(data.tiers[0]).toHaveProperty('criteria');
    expect(data.tiers[0].details.length).toBeGreaterThan(0);
  });

  it('counts only this Bangkok month toward platinum', async () => {
    const m = await memberAtLevel(2);
    const now = t.clock.now();
    await deposit(m.member.id, 200_000_00, new Date(now.getTime() - 60 * 24 * 3_600_000));
    await deposit(m.member.id, 30_000_00, now);
    const { data } = await m.level();
    expect(data.current.status).toBe('current');
    expect(data.tiers[0].status).toBe('achieved');
    expect(data.progress).toMatchObject({ basis: 'month', depositedSatang: 30_000_00, nextLevelSatang: 300_000_00, percent: 10 });
  });

  it("refuses another member's uuid with 403", async () => {
    const m = await memberAtLevel(1);
    const other = await memberAtLevel(1);
    const response = await t.app.inject({ method: 'GET', url: `/api/auth/user/level/${other.member.id}`, headers: bearer(m.token) });
    expect(response.statusCode).toBe(403);
  });
});
