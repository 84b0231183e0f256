import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember } from '../../test-support/fixtures';
import { bearer, createTestApp, loginDemo, type TestApp } from '../../test-support/test-app';

describe("a member's own data", () => {
  let t: TestApp;
  let token: string;
  let uuid: string;
  let other: Awaited<ReturnType<typeof createFundedMember>>['member'];

  beforeAll(async () => {
    t = await createTestApp();
    ({
      token,
      user: { uuid },
    } = await loginDemo(t.app));
    const demoBrandId = (await t.services.brands.resolveHostname('localhost')).id;
    ({ member: other } = await createFundedMember(t.database.db, demoBrandId, { creditSatang: 777_00, username: 'neighbour' }));
  });
  afterAll(() => t.close());

  it.each(['/api/auth/user/detail/', '/api/auth/user/'])('%s{uuid} returns the caller profile', async (prefix) => {
    const response = await t.app.inject({ method: 'GET', url: `${prefix}${uuid}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ uuid, name: 'สมชาย ใจดี', user_pass: { username: 'demo' } });
  });

  it.each(['/api/auth/user/detail/', '/api/auth/user/'])("%s{uuid} refuses another member's uuid with 403 and nothing else", async (prefix) => {
    for (const foreign of [other.id, '00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const response = await t.app.inject({ method: 'GET', url: `${prefix}${foreign}`, headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'คุณไม่มีสิทธิ์เข้าถึงข้อมูลนี้' } });
    }
  });

  it('returns the credit balance in satang', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/getCredit/demo',
      payload: { balanceType: 'credit' },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { balanceType: 'credit', balanceSatang: 1_000_00 } });
  });

  it('accepts its own username in any letter case', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/user/getCredit/DEMO', payload: {}, headers: bearer(token) });
    expect(response.json().data.balanceSatang).toBe(1_000_00);
  });

  it("refuses another member's credit with 403 and no amount", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/getCredit/neighbour',
      payload: { balanceType: 'credit' },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('77700');
  });

  it('refuses an unknown balance type with a field error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/getCredit/demo',
      payload: { balanceType: 'casino' },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'balanceType' });
  });

  it('reads and writes the member settings', async () => {
    const read = await t.app.inject({ method: 'POST', url: '/api/auth/setting', payload: {}, headers: bearer(token) });
    expect(read.json()).toEqual({ data: { language: 'th' } });
    const write = await t.app.inject({ method: 'POST', url: '/api/auth/setting', payload: { language: 'en' }, headers: bearer(token) });
    expect(write.json()).toEqual({ data: { language: 'en' } });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/setting', headers: bearer(token) });
    expect(again.json()).toEqual({ data: { language: 'en' } });
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/setting', payload: { language: 'fr' }, headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'language' });
  });
});
