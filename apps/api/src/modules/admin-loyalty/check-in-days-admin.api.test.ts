import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkInDays } from '../../db/schema/rewards';
import { hashTestPassword } from '../../test-support/test-passwords';
import { createHostedBrand, LONG_SESSIONS, signInMember } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { operatorClient, refusal } from './loyalty-test-helpers';

const PASSWORD = 'member-password-1';
/** 21 November 2026, noon in Bangkok. */
const NOON_21_NOVEMBER = new Date('2026-11-21T05:00:00Z');

describe('operator check-in days', () => {
  let t: TestApp;
  let operators: Awaited<ReturnType<typeof operatorClient>>;
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS);
    t.clock.moveTo(NOON_21_NOVEMBER);
    operators = await operatorClient(t);
    passwordHash = await hashTestPassword(PASSWORD);
  });
  afterAll(() => t.close());

  const daysOf = async (brandId: string) => (await operators.get('finance', brandId, '/check-in-days')).json().data as { day: number; reward: unknown }[];

  it('lists days 1 to 31 with their rewards to finance and support; a day without a row gives nothing', async () => {
    const brand = await createHostedBrand(t);
    await t.database.db.delete(checkInDays).where(and(eq(checkInDays.brandId, brand.id), eq(checkInDays.dayOfMonth, 30)));
    const response = await operators.get('support', brand.id, '/check-in-days');
    expect(response.statusCode, response.body).toBe(200);
    const days = response.json().data;
    expect(days.map((day: { day: number }) => day.day)).toEqual(Array.from({ length: 31 }, (_, index) => index + 1));
    expect(days[0]).toEqual({ day: 1, reward: { kind: 'credit', amountSatang: 1_00 } });
    expect(days[6]).toEqual({ day: 7, reward: { kind: 'point', points: 10 } });
    expect(days[29]).toEqual({ day: 30, reward: { kind: 'none' } });
    expect(refusal(await operators.get('finance', randomUUID(), '/check-in-days'))).toMatchObject({ status: 404, code: 'BRAND_NOT_FOUND' });
  });

  it("sets a day's reward, which the member's check-in shows and pays next, with an audit entry; the other brand keeps its own", async () => {
    const brand = await createHostedBrand(t);
    const otherBrand = await createHostedBrand(t);
    const response = await operators.send('admin', 'PUT', brand.id, '/check-in-days/21', { reward: { kind: 'point', points: 25 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ day: 21, reward: { kind: 'point', points: 25 } });

    const m = await signInMember(t, brand, { password: PASSWORD, passwordHash });
    expect((await m.get('/api/auth/game/check-in')).json()).toMatchObject({ value: { kind: 'point', points: 25 } });
    const checkedIn = await m.post('/api/auth/game/check-in');
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(checkedIn.json().data.balances.points).toBe(25);

    expect(await operators.auditOf(`${brand.id}:21`)).toEqual([
      expect.objectContaining({
        action: 'check_in_day.set',
        targetType: 'check_in_day',
        before: { day: 21, reward: { kind: 'point', points: 10 } },
        after: { day: 21, reward: { kind: 'point', points: 25 } },
      }),
    ]);
    expect((await daysOf(otherBrand.id))[20]).toEqual({ day: 21, reward: { kind: 'point', points: 10 } });
  });

  it("makes a missing day's row, and sets a day to nothing", async () => {
    const brand = await createHostedBrand(t);
    await t.database.db.delete(checkInDays).where(and(eq(checkInDays.brandId, brand.id), eq(checkInDays.dayOfMonth, 30)));
    expect((await operators.send('admin', 'PUT', brand.id, '/check-in-days/30', { reward: { kind: 'credit', amountSatang: 15_00 } })).statusCode).toBe(200);
    expect((await operators.send('admin', 'PUT', brand.id, '/check-in-days/2', { reward: { kind: 'none' } })).statusCode).toBe(200);
    const days = await daysOf(brand.id);
    expect(days[29]).toEqual({ day: 30, reward: { kind: 'credit', amountSatang: 15_00 } });
    expect(days[1]).toEqual({ day: 2, reward: { kind: 'none' } });
    expect((await operators.auditOf(`${brand.id}:30`))[0]).toMatchObject({ before: null, after: { day: 30, reward: { kind: 'credit', amountSatang: 15_00 } } });
  });

  it('is set by admins only', async () => {
    const brand = await createHostedBrand(t);
    for (const role of ['finance', 'support'] as const) {
      expect(refusal(await operators.send(role, 'PUT', brand.id, '/check-in-days/3', { reward: { kind: 'none' } }))).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
  });

  it.each([
    ['day', '/check-in-days/0', { reward: { kind: 'none' } }],
    ['day', '/check-in-days/32', { reward: { kind: 'none' } }],
    ['reward.amountSatang', '/check-in-days/3', { reward: { kind: 'credit', amountSatang: 0 } }],
    ['reward.amountSatang', '/check-in-days/3', { reward: { kind: 'credit', amountSatang: 12.5 } }],
    ['reward.amountSatang', '/check-in-days/3', { reward: { kind: 'credit', amountSatang: 100_000_01 } }],
    ['reward.points', '/check-in-days/3', { reward: { kind: 'point', points: -5 } }],
    ['reward.kind', '/check-in-days/3', { reward: { kind: 'cash', amountSatang: 100 } }],
  ])('refuses a bad %s (%s) with 400 and changes nothing', async (field, path, payload) => {
    const brand = await createHostedBrand(t);
    const before = await daysOf(brand.id);
    expect(refusal(await operators.send('admin', 'PUT', brand.id, path, payload))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', field });
    expect(await daysOf(brand.id)).toEqual(before);
  });

  it('answers 404 for an unknown brand', async () => {
    expect(refusal(await operators.send('admin', 'PUT', randomUUID(), '/check-in-days/3', { reward: { kind: 'none' } }))).toMatchObject({
      status: 404,
      code: 'BRAND_NOT_FOUND',
    });
  });
});
