import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberSessions } from '../../db/schema/sessions';
import { DEMO_POINTS } from '../../seed/demo-rewards';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { bearer, createTestApp, DEMO_LOGIN, loginDemo, type TestApp } from '../../test-support/test-app';

const MINUTE_MS = 60_000;

describe('member login and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_IP_FAILURE_LIMIT: '12' });
  });
  afterAll(() => t.close());

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as Record<string, unknown>, headers });
  const getCredit = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/user/getCredit/${DEMO_LOGIN.username}`,
      payload: { balanceType: 'credit' },
      headers: bearer(token, headers),
    });

  it('returns a random token and the profile with the member site field names', async () => {
    const response = await login(DEMO_LOGIN);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // 32 random bytes in base64url: 256 bits.
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      name: 'สมชาย ใจดี',
      phone: '0812345678',
      level: 1,
      user_pass: { username: 'demo' },
      user_bank: { bankCode: '004', bankId: '1234567890', bankName: 'ธนาคารกสิกรไทย' },
      user_credit: { point: DEMO_POINTS, level: 1 },
      user_address: null,
    });
    expect(body.user.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.user.user_bank.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('stores only the hash of the token, with the client headers', async () => {
    const { token } = await loginDemo(t.app, { platform: 'IOS', channel: 'web', 'web-version': '1.2.3' });
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const [session] = await t.database.db.select().from(memberSessions).where(eq(memberSessions.tokenHash, tokenHash));
    expect(session).toMatchObject({ platform: 'IOS', channel: 'web', webVersion: '1.2.3' });
    const all = await t.database.db.select({ tokenHash: memberSessions.tokenHash }).from(memberSessions);
    expect(all.map((row) => row.tokenHash)).not.toContain(token);
  });

  it('hashes passwords with argon2id', async () => {
    const { members } = await import('../../db/schema/members');
    const [member] = await t.database.db.select({ hash: members.passwordHash }).from(members);
    expect(member?.hash.startsWith('$argon2id$')).toBe(true);
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const wrongPassword = await login({ username: DEMO_LOGIN.username, password: 'not-the-password' });
    const unknownUser = await login({ username: 'nobody-here', password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(unknownUser.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toEqual({ error: { code: 'LOGIN_INVALID', message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' } });
  });

  it('locks a username for 15 minutes after 5 failures within 15 minutes', async () => {
    const brand = await createTestBrand(t.database.db);
    t.services.brands.invalidate();
    const host = { host: `${brand.code}.test` };
    await createFundedMember(t.database.db, brand.id, { username: 'lockme', password: 'right-password' });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login({ username: 'lockme', password: 'wrong' }, host)).statusCode).toBe(401);
      t.clock.advanceMs(2 * MINUTE_MS);
    }
    expect((await login({ username: 'lockme', password: 'wrong' }, host)).statusCode).toBe(401);
    const locked = await login({ username: 'lockme', password: 'right-password' }, host);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('LOGIN_LOCKED');

    t.clock.advanceMs(14 * MINUTE_MS);
    expect((await login({ username: 'lockme', password: 'right-password' }, host)).statusCode).toBe(429);
    t.clock.advanceMs(2 * MINUTE_MS);
    expect((await login({ username: 'lockme', password: 'right-password' }, host)).statusCode).toBe(200);
  });

  it('lets the fifth attempt in when it is the right password, and forgives the four before it', async () => {
    const brand = await createTestBrand(t.database.db);
    t.services.brands.invalidate();
    const host = { host: `${brand.code}.test` };
    await createFundedMember(t.database.db, brand.id, { username: 'fifthtry', password: 'right-password' });
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login({ username: 'fifthtry', password: 'wrong' }, host)).statusCode).toBe(401);
    expect((await login({ username: 'fifthtry', password: 'right-password' }, host)).statusCode).toBe(200);
    // Counting starts again: four more wrong passwords leave the account open.
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login({ username: 'fifthtry', password: 'wrong' }, host)).statusCode).toBe(401);
    expect((await login({ username: 'fifthtry', password: 'right-password' }, host)).statusCode).toBe(200);
  });

  it('locks unknown usernames the same way, so a lock reveals nothing', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await login({ username: 'ghost-user', password: 'x' });
    const response = await login({ username: 'ghost-user', password: 'x' });
    expect(response.json().error.code).toBe('LOGIN_LOCKED');
    t.clock.advanceMs(16 * MINUTE_MS);
  });

  it('limits failures per IP address across usernames', async () => {
    const ip = '203.0.113.9';
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: `spray${attempt}`, password: 'x' }, remoteAddress: ip });
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN, remoteAddress: ip });
    expect(blocked.json().error.code).toBe('LOGIN_LOCKED');
    const otherAddress = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN, remoteAddress: '203.0.113.10' });
    expect(otherAddress.statusCode).toBe(200);
    t.clock.advanceMs(16 * MINUTE_MS);
  });

  it('revokes the token on logout', async () => {
    const { token } = await loginDemo(t.app);
    expect((await getCredit(token)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.json()).toEqual({ success: true });
    const after = await getCredit(token);
    expect(after.statusCode).toBe(401);
  });

  it('expires a session after 30 idle minutes', async () => {
    const { token } = await loginDemo(t.app);
    t.clock.advanceMs(29 * MINUTE_MS);
    expect((await getCredit(token)).statusCode).toBe(200);
    t.clock.advanceMs(29 * MINUTE_MS);
    expect((await getCredit(token)).statusCode).toBe(200);
    t.clock.advanceMs(31 * MINUTE_MS);
    const expired = await getCredit(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('ends a session 24 hours after login however active it is', async () => {
    const { token } = await loginDemo(t.app);
    // Active every 29 minutes, so never idle, for just under 24 hours...
    for (let elapsedMs = 29 * MINUTE_MS; elapsedMs < 24 * 60 * MINUTE_MS; elapsedMs += 29 * MINUTE_MS) {
      t.clock.advanceMs(29 * MINUTE_MS);
      expect((await getCredit(token)).statusCode).toBe(200);
    }
    // ...and then past the 24th hour.
    t.clock.advanceMs(29 * MINUTE_MS);
    expect((await getCredit(token)).statusCode).toBe(401);
  });

  it("refuses a token on another brand's host", async () => {
    const { token } = await loginDemo(t.app);
    const otherBrand = await createTestBrand(t.database.db);
    t.services.brands.invalidate();
    const elsewhere = await getCredit(token, { host: `${otherBrand.code}.test` });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.body).not.toContain('สมชาย');
    expect((await getCredit(token, { host: 'localhost' })).statusCode).toBe(200);
  });

  it('refuses a missing or malformed token with 401', async () => {
    const noToken = await t.app.inject({ method: 'POST', url: '/api/auth/user/getCredit/demo', payload: {} });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().error.code).toBe('AUTH_REQUIRED');
    const garbage = await getCredit('not-a-real-token');
    expect(garbage.statusCode).toBe(401);
  });

  it('refuses a malformed login body with a field error, not a 500', async () => {
    const response = await login({ username: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});
