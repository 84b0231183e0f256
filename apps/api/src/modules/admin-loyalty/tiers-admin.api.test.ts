import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminTier } from '@app/contract/admin-loyalty';
import { TIERS } from '@app/contract/tiers';
import { members } from '../../db/schema/members';
import { hashTestPassword } from '../../test-support/test-passwords';
import { createHostedBrand, signInMember } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { operatorClient, refusal } from './loyalty-test-helpers';

const PASSWORD = 'member-password-1';

describe('operator tier table', () => {
  let t: TestApp;
  let operators: Awaited<ReturnType<typeof operatorClient>>;
  let brand: Awaited<ReturnType<typeof createHostedBrand>>;
  let otherBrand: Awaited<ReturnType<typeof createHostedBrand>>;
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp();
    operators = await operatorClient(t);
    brand = await createHostedBrand(t);
    otherBrand = await createHostedBrand(t);
    passwordHash = await hashTestPassword(PASSWORD);
  });
  afterAll(() => t.close());

  const tiersOf = async (brandId: string) => (await operators.get('finance', brandId, '/tiers')).json<{ data: AdminTier[] }>().data;

  const diamondChange = {
    name: 'ไดมอนด์พลัส',
    lossReturnBasisPoints: 1_050,
    withdrawCapSatang: 2_000_000_00,
    maxPerWithdrawalSatang: 300_000_00,
    nextLevelSatang: 6_000_000_00,
    colour: '#112233',
    details: ['ถอนได้สูงสุด 2,000,000.00 บาทต่อวัน', 'คืนยอดเสีย 10.5%'],
    disabled: false,
  };

  it("lists the brand's six tiers to finance and support, with the defaults a new brand starts from", async () => {
    const response = await operators.get('support', brand.id, '/tiers');
    expect(response.statusCode, response.body).toBe(200);
    const tiers = response.json<{ data: AdminTier[] }>().data;
    expect(tiers.map((tier) => tier.level)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(tiers[3]).toMatchObject({
      level: 4,
      code: 'diamond',
      name: TIERS[3]?.nameTh,
      disabled: false,
      judgedMonthly: true,
      withdrawCapSatang: 1_000_000_00,
      withdrawCapPer: 'day',
      maxPerWithdrawalSatang: 200_000_00,
      lossReturnBasisPoints: 1_200,
    });
    expect(refusal(await operators.get('finance', randomUUID(), '/tiers'))).toMatchObject({ status: 404, code: 'BRAND_NOT_FOUND' });
  });

  it("lets an admin change a tier, which the member's level page shows next, with an audit entry; the other brand keeps its own", async () => {
    const before = (await tiersOf(brand.id))[3];
    const response = await operators.send('admin', 'PUT', brand.id, '/tiers/4', diamondChange);
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<{ data: AdminTier }>().data;
    expect(after).toMatchObject({ ...diamondChange, level: 4, code: 'diamond', judgedMonthly: true });
    expect((await tiersOf(brand.id))[3]).toEqual(after);

    const m = await signInMember(t, brand, { password: PASSWORD, passwordHash });
    await t.database.db.update(members).set({ level: 4 }).where(eq(members.id, m.member.id));
    const level = (await m.get(`/api/auth/user/level/${m.member.id}`)).json().data;
    expect(level.current).toMatchObject({
      level: 4,
      name: 'ไดมอนด์พลัส',
      lossReturnPercent: 10.5,
      withdrawCapSatang: 2_000_000_00,
      withdrawCapPer: 'day',
      // The most one withdrawal may take: the tier's per-withdrawal maximum.
      maxAmountSatang: 300_000_00,
      colour: '#112233',
      details: diamondChange.details,
    });

    const [entry] = await operators.auditOf(`${brand.id}:4`);
    expect(entry).toMatchObject({ action: 'tier.update', targetType: 'brand_tier', before, after });
    expect((await tiersOf(otherBrand.id))[3]).toMatchObject({ name: TIERS[3]?.nameTh, lossReturnBasisPoints: 1_200, withdrawCapSatang: 1_000_000_00 });
  });

  it("applies a new per-withdrawal maximum to the member's next withdrawal", async () => {
    const silver = (await tiersOf(brand.id))[0];
    if (!silver) throw new Error('the brand has no level 1');
    const change = {
      ...diamondChange,
      name: silver.name,
      colour: silver.colour,
      details: silver.details,
      withdrawCapSatang: silver.withdrawCapSatang,
      nextLevelSatang: silver.nextLevelSatang,
    };
    expect((await operators.send('admin', 'PUT', brand.id, '/tiers/1', { ...change, maxPerWithdrawalSatang: 100_00 })).statusCode).toBe(200);
    const m = await signInMember(t, brand, { password: PASSWORD, passwordHash, creditSatang: 1_000_00 });
    const withdraw = (amount: string) => m.post(`/api/auth/withdraw/${m.member.id}`, { amount, idempotencyKey: randomUUID() });
    expect(refusal(await withdraw('100.01'))).toMatchObject({ status: 422, code: 'WITHDRAWAL_OVER_TRANSACTION_MAX' });
    expect((await withdraw('100')).statusCode).toBe(200);
  });

  it('is written by admins only', async () => {
    for (const role of ['finance', 'support'] as const) {
      expect(refusal(await operators.send(role, 'PUT', brand.id, '/tiers/4', diamondChange))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
  });

  it.each([
    ['lossReturnBasisPoints', { lossReturnBasisPoints: 5_001 }],
    ['lossReturnBasisPoints', { lossReturnBasisPoints: -1 }],
    ['withdrawCapSatang', { withdrawCapSatang: 0 }],
    ['maxPerWithdrawalSatang', { maxPerWithdrawalSatang: 2_000_000_01 }],
    ['nextLevelSatang', { nextLevelSatang: 1.5 }],
    ['colour', { colour: 'red' }],
    ['name', { name: '  ' }],
    ['details', { details: Array.from({ length: 11 }, () => 'x') }],
  ])('refuses a bad %s with 400 and changes nothing', async (field, change) => {
    const before = await tiersOf(brand.id);
    expect(refusal(await operators.send('admin', 'PUT', brand.id, '/tiers/4', { ...diamondChange, ...change }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      field,
    });
    expect(await tiersOf(brand.id)).toEqual(before);
  });

  it('refuses a level outside 1-6, disabling level 1, and an unknown brand', async () => {
    expect(refusal(await operators.send('admin', 'PUT', brand.id, '/tiers/7', diamondChange))).toMatchObject({ status: 400, field: 'level' });
    expect(refusal(await operators.send('admin', 'PUT', brand.id, '/tiers/1', { ...diamondChange, disabled: true }))).toMatchObject({
      status: 400,
      field: 'disabled',
    });
    expect(refusal(await operators.send('admin', 'PUT', randomUUID(), '/tiers/4', diamondChange))).toMatchObject({ status: 404, code: 'BRAND_NOT_FOUND' });
  });
});
