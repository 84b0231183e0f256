import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/members';
import { memberTierChanges } from '../../db/schema/tiers';
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
      [5, 'locked', false],
      [6, 'locked', true],
    ]);
    expect(data.progress).toEqual({ basis: 'cumulative', depositedSatang: 10_000_00, nextLevelSatang: 50_000_00, remainingSatang: 40_000_00, percent: 20 });
    expect(data.tiers[0]).toHaveProperty('criteria');
    expect(data.tiers[0].details.length).toBeGreaterThan(0);
  });

  it('counts all deposits toward platinum, and only this Bangkok month toward diamond', async () => {
    const gold = await memberAtLevel(2);
    const now = t.clock.now();
    await deposit(gold.member.id, 200_000_00, new Date(now.getTime() - 60 * 24 * 3_600_000));
    await deposit(gold.member.id, 30_000_00, now);
    const goldView = (await gold.level()).data;
    expect(goldView.tiers[0].status).toBe('achieved');
    expect(goldView.progress).toMatchObject({ basis: 'cumulative', depositedSatang: 230_000_00, nextLevelSatang: 300_000_00, percent: 76 });

    const platinum = await memberAtLevel(3);
    await deposit(platinum.member.id, 900_000_00, new Date(now.getTime() - 60 * 24 * 3_600_000));
    await deposit(platinum.member.id, 100_000_00, now);
    expect((await platinum.level()).data.progress).toMatchObject({ basis: 'month', depositedSatang: 100_000_00, nextLevelSatang: 1_000_000_00, percent: 10 });
  });

  it("shows each tier's real limits: the daily cap, the most one withdrawal may take, the loss-return of the brand", async () => {
    const m = await memberAtLevel(1);
    const { data } = await m.level();
    const limits = data.tiers.map((tier: Record<string, unknown>) => [
      tier.level,
      tier.withdrawCapSatang,
      tier.withdrawCapPer,
      tier.maxAmountSatang,
      tier.lossReturnPercent,
    ]);
    expect(limits.slice(0, 5)).toEqual([
      [1, 100_000_00, 'day', 100_000_00, 5],
      [2, 300_000_00, 'day', 300_000_00, 5],
      [3, 500_000_00, 'day', 500_000_00, 8],
      [4, 1_000_000_00, 'day', 200_000_00, 12],
      [5, 100_000_00, 'transaction', 100_000_00, 15],
    ]);
    expect(data.tiers[0].withdrawalsPerDay).toBe(5);
  });

  it('lists the tier changes and shows the newest once as a notice, which only its member can close', async () => {
    const m = await memberAtLevel(1);
    const other = await memberAtLevel(1);
    const now = t.clock.now();
    await t.database.db.insert(memberTierChanges).values([
      { brandId, memberId: m.member.id, fromLevel: 1, toLevel: 2, reason: 'deposit', createdAt: new Date(now.getTime() - 60_000) },
      { brandId, memberId: m.member.id, fromLevel: 2, toLevel: 3, reason: 'deposit', createdAt: now },
    ]);
    const { data } = await m.level();
    expect(data.history.map((change: { fromName: string; toName: string }) => [change.fromName, change.toName])).toEqual([
      ['โกลด์', 'แพลทินัม'],
      ['ซิลเวอร์', 'โกลด์'],
    ]);
    expect(data.notice).toMatchObject({ toLevel: 3, toName: 'แพลทินัม', reason: 'deposit' });

    const close = (token: string, uuid: string, changeId: string) =>
      t.app.inject({ method: 'POST', url: `/api/auth/user/level/${uuid}/notice/seen`, headers: bearer(token), payload: { changeId } });
    expect((await close(other.token, other.member.id, data.notice.id)).json().error.code).toBe('TIER_CHANGE_NOT_FOUND');
    expect((await close(other.token, m.member.id, data.notice.id)).statusCode).toBe(403);
    expect((await m.level()).data.notice).not.toBeNull();
    expect((await close(m.token, m.member.id, data.notice.id)).statusCode).toBe(204);
    expect((await m.level()).data.notice).toBeNull();
  });

  it("refuses another member's uuid with 403", async () => {
    const m = await memberAtLevel(1);
    const other = await memberAtLevel(1);
    const response = await t.app.inject({ method: 'GET', url: `/api/auth/user/level/${other.member.id}`, headers: bearer(m.token) });
    expect(response.statusCode).toBe(403);
  });
});
