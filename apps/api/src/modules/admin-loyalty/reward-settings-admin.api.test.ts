import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RewardSettings } from '@app/contract/admin-loyalty';
import { hashTestPassword } from '../../test-support/test-passwords';
import { createHostedBrand, LONG_SESSIONS, signInMember } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { operatorClient, refusal } from './loyalty-test-helpers';

const PASSWORD = 'member-password-1';
const DEFAULTS: RewardSettings = {
  isCheckInOpen: true,
  pointsPer100BahtDeposit: 1,
  wheelDailyDraws: 1,
  wheelDepositMinSatang: 500_00,
  flipCardDailyDraws: 1,
  flipCardDepositMinSatang: 500_00,
  depositDrawValidDays: 7,
};

describe('operator reward settings', () => {
  let t: TestApp;
  let operators: Awaited<ReturnType<typeof operatorClient>>;
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS);
    operators = await operatorClient(t);
    passwordHash = await hashTestPassword(PASSWORD);
  });
  afterAll(() => t.close());

  const settingsOf = async (brandId: string) => (await operators.get('finance', brandId, '/reward-settings')).json<{ data: RewardSettings }>().data;

  it('shows a new brand its defaults, to finance and support', async () => {
    const brand = await createHostedBrand(t);
    const response = await operators.get('support', brand.id, '/reward-settings');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual(DEFAULTS);
    expect(refusal(await operators.get('finance', randomUUID(), '/reward-settings'))).toMatchObject({ status: 404, code: 'BRAND_NOT_FOUND' });
  });

  it("changes only the fields named, which members' screens follow at once, with one audit entry; the other brand keeps its own", async () => {
    const brand = await createHostedBrand(t);
    const otherBrand = await createHostedBrand(t);
    const m = await signInMember(t, brand, { password: PASSWORD, passwordHash });
    expect((await m.get('/api/auth/wheel')).json().data).toMatchObject({ drawsLeft: 1, depositMinSatang: 500_00 });

    const response = await operators.send('admin', 'PATCH', brand.id, '/reward-settings', {
      isCheckInOpen: false,
      wheelDailyDraws: 3,
      wheelDepositMinSatang: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = { ...DEFAULTS, isCheckInOpen: false, wheelDailyDraws: 3, wheelDepositMinSatang: 0 };
    expect(response.json().data).toEqual(after);
    expect(await settingsOf(brand.id)).toEqual(after);

    expect((await m.get('/api/auth/wheel')).json().data).toMatchObject({ drawsLeft: 3, depositMinSatang: 0 });
    expect((await m.get('/api/auth/game/check-in')).json()).toMatchObject({ visible: false });
    expect(refusal(await m.post('/api/auth/game/check-in'))).toMatchObject({ status: 409, code: 'CHECK_IN_CLOSED' });

    expect(await operators.auditOf(brand.id)).toEqual([
      expect.objectContaining({ action: 'reward_settings.update', targetType: 'brand_reward_settings', before: DEFAULTS, after }),
    ]);
    expect(await settingsOf(otherBrand.id)).toEqual(DEFAULTS);
  });

  it('writes no audit entry for a patch that changes nothing', async () => {
    const brand = await createHostedBrand(t);
    for (const patch of [{}, { wheelDailyDraws: 1 }]) {
      const response = await operators.send('admin', 'PATCH', brand.id, '/reward-settings', patch);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual(DEFAULTS);
    }
    expect(await operators.auditOf(brand.id)).toEqual([]);
  });

  it('is changed by admins only', async () => {
    const brand = await createHostedBrand(t);
    for (const role of ['finance', 'support'] as const) {
      expect(refusal(await operators.send(role, 'PATCH', brand.id, '/reward-settings', { wheelDailyDraws: 5 }))).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    expect(await settingsOf(brand.id)).toEqual(DEFAULTS);
  });

  it.each([
    ['wheelDailyDraws', { wheelDailyDraws: -1 }],
    ['flipCardDailyDraws', { flipCardDailyDraws: 101 }],
    ['pointsPer100BahtDeposit', { pointsPer100BahtDeposit: 0.5 }],
    ['depositDrawValidDays', { depositDrawValidDays: 0 }],
    ['wheelDepositMinSatang', { wheelDepositMinSatang: -100 }],
    ['isCheckInOpen', { isCheckInOpen: 'no' }],
  ])('refuses a bad %s with 400', async (field, patch) => {
    const brand = await createHostedBrand(t);
    expect(refusal(await operators.send('admin', 'PATCH', brand.id, '/reward-settings', patch))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      field,
    });
    expect(await settingsOf(brand.id)).toEqual(DEFAULTS);
  });

  it('answers 404 for an unknown brand', async () => {
    expect(refusal(await operators.send('admin', 'PATCH', randomUUID(), '/reward-settings', { wheelDailyDraws: 2 }))).toMatchObject({
      status: 404,
      code: 'BRAND_NOT_FOUND',
    });
  });
});
