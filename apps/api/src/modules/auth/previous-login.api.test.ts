import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember } from '../../test-support/fixtures';
import { createHostedBrand, LONG_SESSIONS } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('the previous login, told at login (58 Pa. Code § 812a.3(a)(4))', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS);
  });
  afterAll(() => t.close());

  it('is null at the first login, then the start of the login before, failed attempts not counted', async () => {
    const brand = await createHostedBrand(t);
    const { member } = await createFundedMember(t.database.db, brand.id, { password: 'member-password-1' });
    const login = (password = 'member-password-1') =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password }, headers: { host: brand.host } });

    const first = await login();
    expect(first.json().previousLoginAt).toBeNull();
    const firstAt = t.clock.now().toISOString();

    t.clock.advanceMs(3 * 3_600_000);
    expect((await login('not-the-password')).statusCode).toBe(401);
    t.clock.advanceMs(60_000);
    const second = await login();
    expect(second.statusCode).toBe(200);
    expect(second.json().previousLoginAt).toBe(firstAt);
  });
});
