import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '@app/contract/errors';
import { signInOperatorPerRole } from '../test-support/operators';
import { createHostedBrand, signInMember } from '../test-support/rewards';
import { hashTestPassword } from '../test-support/test-passwords';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

/**
 * PostgreSQL cannot store a NUL character, and a lone UTF-16 surrogate is not text at all: before
 * they were refused at the edge, both reached the database and answered 500. Each is refused with
 * 400 VALIDATION_FAILED wherever a string comes in, body, query string or path.
 */
const NUL = 'a\u0000b';
const LONE_HIGH_SURROGATE = 'ab\uD800';
const LONE_LOW_SURROGATE = '\uDC00ab';
const ADDRESS = { houseNumber: '99/12', moo: '4', road: 'ถนนมิตรภาพ', subdistrict: 'ในเมือง', district: 'เมืองขอนแก่น', province: 'ขอนแก่น', postcode: '40000' };

describe('text that is not storable text', () => {
  let t: TestApp;
  let brand: Awaited<ReturnType<typeof createHostedBrand>>;
  let member: Awaited<ReturnType<typeof signInMember>>;
  let tokens: Awaited<ReturnType<typeof signInOperatorPerRole>>;

  beforeAll(async () => {
    t = await createTestApp();
    brand = await createHostedBrand(t);
    member = await signInMember(t, brand, { password: 'unsafe-text-1', passwordHash: await hashTestPassword('unsafe-text-1') });
    tokens = await signInOperatorPerRole(t);
  });
  afterAll(() => t.close());

  const expectRefused = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.parse(response.body).error).toMatchObject({ code: 'VALIDATION_FAILED', message: errorCatalog.VALIDATION_FAILED.message });
  };

  it.each([NUL, LONE_HIGH_SURROGATE, LONE_LOW_SURROGATE])('is refused in a login name (%j)', async (username) => {
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'whatever-1' }, headers: { host: brand.host } }));
  });

  it.each([NUL, LONE_HIGH_SURROGATE])('is refused in the address form (%j)', async (road) => {
    expectRefused(await member.patch('/api/auth/address', { ...ADDRESS, road }));
  });

  it("is refused in an operator's search, audit filter and configuration key (NUL, sent as %00)", async () => {
    const members = `/api/admin/brands/${brand.id}/members`;
    expectRefused(await t.app.inject({ method: 'GET', url: `${members}?q=a%00b`, headers: bearer(tokens.support) }));
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?action=a%00b', headers: bearer(tokens.admin) }));
    expectRefused(
      await t.app.inject({ method: 'PUT', url: `/api/admin/brands/${brand.id}/configuration/a%00b`, payload: { value: 'x' }, headers: bearer(tokens.admin) }),
    );
  });

  it.each([NUL, LONE_HIGH_SURROGATE])('is refused in a credit adjustment reason, and no money moves (%j)', async (text) => {
    const before = await member.balances();
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/brands/${brand.id}/members/${member.member.id}/credit-adjustments`,
        payload: { direction: 'credit', amountSatang: 100, reason: `refund ${text}`, idempotencyKey: `unsafe-${text.length}-${before.balanceSatang}` },
        headers: bearer(tokens.finance),
      }),
    );
    expect(await member.balances()).toEqual(before);
  });

  it('still accepts Thai text, emoji and other well-formed pairs', async () => {
    const saved = await member.patch('/api/auth/address', { ...ADDRESS, road: 'ถนนมิตรภาพ 🏠' });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
