import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate as generateTotp } from 'otplib';
import { createFundedMember, createOperator, operatorLoginBody } from '../../test-support/fixtures';
import { signInNewOperator } from '../../test-support/operators';
import { createHostedBrand } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { eq } from 'drizzle-orm';
import { operators } from '../../db/schema/operators';
import { insertOperator } from './operators.repo';

describe('operator security: two-factor login, the IP allowlist and four-eyes approval', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_SESSION_IDLE_MINUTES: '600', OPERATOR_SESSION_MAX_HOURS: '48' });
  });
  afterAll(() => t.close());

  const login = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress });
  const codeAt = (secret: string, at: Date) => generateTotp({ secret, epoch: Math.floor(at.getTime() / 1000) });

  it('needs the authenticator code, accepts it once, and counts a wrong one as a failed login', async () => {
    const operator = await createOperator(t.database.db, 'support');
    // A missing code is refused before anything is checked, so it tells nothing about the password.
    const withoutCode = await login({ username: operator.username, password: operator.password });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'totpCode' });

    const wrong = await login({ username: operator.username, password: operator.password, totpCode: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('OPERATOR_LOGIN_INVALID');
    const code = await codeAt(operator.totpSecret, t.clock.now());
    expect((await login({ username: operator.username, password: 'not-the-password', totpCode: code })).json().error.code).toBe('OPERATOR_LOGIN_INVALID');

    expect((await login({ username: operator.username, password: operator.password, totpCode: code })).statusCode).toBe(200);
    const replay = await login({ username: operator.username, password: operator.password, totpCode: code });
    expect(replay.json().error.code).toBe('OPERATOR_LOGIN_INVALID');
    // The next step's code works.
    t.clock.advanceMs(30_000);
    expect((await login(await operatorLoginBody(operator, t.clock.now()))).statusCode).toBe(200);
  });

  it('answers a wrong password, a wrong code, a replayed code, an unknown name and a disabled or unenrolled operator alike', async () => {
    const operator = await createOperator(t.database.db, 'support');
    const { hashTestPassword } = await import('../../test-support/test-passwords');
    const unenrolled = `legacy-${randomUUID().slice(0, 6)}`;
    await insertOperator(t.database.db, { username: unenrolled, passwordHash: await hashTestPassword('operator-password-1'), role: 'support', totpSecret: '' });
    const disabled = await createOperator(t.database.db, 'support');
    await t.database.db.update(operators).set({ isDisabled: true }).where(eq(operators.username, disabled.username));
    const code = await codeAt(operator.totpSecret, t.clock.now());
    expect((await login({ username: operator.username, password: operator.password, totpCode: code })).statusCode).toBe(200);
    const answers = await Promise.all(
      [
        { username: operator.username, password: 'not-the-password', totpCode: '000000' },
        { username: operator.username, password: operator.password, totpCode: '000000' },
        { username: operator.username, password: operator.password, totpCode: code },
        { username: `nobody-${randomUUID().slice(0, 6)}`, password: operator.password, totpCode: code },
        { username: unenrolled, password: 'operator-password-1', totpCode: '123456' },
        { username: disabled.username, password: disabled.password, totpCode: await codeAt(disabled.totpSecret, t.clock.now()) },
      ].map((payload) => login(payload, '10.9.8.7')),
    );
    // The password is checked first; whether it was right shows nowhere in the answer.
    for (const answer of answers)
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: answers[0]?.statusCode, body: answers[0]?.json() });
    expect(answers[0]?.json().error).toEqual({ code: 'OPERATOR_LOGIN_INVALID', message: 'ชื่อผู้ใช้ รหัสผ่าน หรือรหัสยืนยันไม่ถูกต้อง' });
    t.clock.advanceMs(16 * 60_000);
  });

  it('locks the operator after repeated wrong codes, like wrong passwords', async () => {
    const operator = await createOperator(t.database.db, 'support');
    for (let attempt = 0; attempt < 5; attempt += 1) await login({ username: operator.username, password: operator.password, totpCode: '123456' });
    const locked = await login(await operatorLoginBody(operator, t.clock.now()));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('LOGIN_LOCKED');
    t.clock.advanceMs(16 * 60_000);
  });

  it('keeps operators outside a brand’s IP allowlist away from that brand only', async () => {
    const adminToken = await signInNewOperator(t, 'admin');
    const brand = await createHostedBrand(t);
    const other = await createHostedBrand(t);
    const put = (entries: string[], remoteAddress: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/brands/${brand.id}/operator-ip-allowlist`,
        payload: { entries },
        headers: bearer(adminToken),
        remoteAddress,
      });

    const lockout = await put(['203.0.113.0/24'], '198.51.100.9');
    expect(lockout.statusCode).toBe(400);
    expect(lockout.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'entries' });
    expect((await put(['not-an-ip'], '198.51.100.9')).statusCode).toBe(400);
    expect((await put(['203.0.113.0/24', '198.51.100.9'], '198.51.100.9')).statusCode).toBe(200);

    const withdrawalsOf = (brandId: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/brands/${brandId}/withdrawals`, headers: bearer(adminToken), remoteAddress });
    expect((await withdrawalsOf(brand.id, '203.0.113.77')).statusCode).toBe(200);
    const outside = await withdrawalsOf(brand.id, '192.0.2.1');
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error.code).toBe('IP_NOT_ALLOWED');
    // The same brand id in capitals names the same brand (PostgreSQL reads uuids without case): refused alike.
    const shouted = await withdrawalsOf(brand.id.toUpperCase(), '192.0.2.1');
    expect(shouted.statusCode).toBe(403);
    expect(shouted.json().error.code).toBe('IP_NOT_ALLOWED');
    // Another brand, and routes without a brand, are not affected.
    expect((await withdrawalsOf(other.id, '192.0.2.1')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/brands', headers: bearer(adminToken), remoteAddress: '192.0.2.1' })).statusCode).toBe(200);
    // Emptying the list opens the brand again.
    expect((await put([], '198.51.100.9')).statusCode).toBe(200);
    expect((await withdrawalsOf(brand.id, '192.0.2.1')).statusCode).toBe(200);
  });

  it('four-eyes: above the threshold one finance operator cannot approve twice; a second one completes it', async () => {
    const adminToken = await signInNewOperator(t, 'admin');
    const firstToken = await signInNewOperator(t, 'finance');
    const secondToken = await signInNewOperator(t, 'finance');
    const brand = await createHostedBrand(t);
    const setThreshold = (thresholdSatang: number | null) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/brands/${brand.id}/four-eyes`, payload: { thresholdSatang }, headers: bearer(adminToken) });
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/admin/brands/${brand.id}/four-eyes`, payload: { thresholdSatang: 1 }, headers: bearer(firstToken) }))
        .statusCode,
    ).toBe(403);
    expect((await setThreshold(10_000_00)).statusCode).toBe(200);

    const password = 'member-password-1';
    const { member } = await createFundedMember(t.database.db, brand.id, { creditSatang: 100_000_00, password });
    const memberToken = (
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password }, headers: { host: brand.host } })
    ).json().token as string;
    const withdraw = async (amount: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/auth/withdraw/${member.id}`,
        payload: { amount, idempotencyKey: randomUUID() },
        headers: bearer(memberToken, { host: brand.host }),
      });
      return response.json().data.uuid as string;
    };
    const approve = (token: string, withdrawalId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/brands/${brand.id}/withdrawals/${withdrawalId}/approve`,
        payload: { bankReference: `REF-${randomUUID().slice(0, 8)}` },
        headers: bearer(token),
      });

    const large = await withdraw('10000.01');
    const firstApproval = await approve(firstToken, large);
    expect(firstApproval.json().data).toMatchObject({ status: 'pending', firstApprovedBy: expect.any(String) });
    const again = await approve(firstToken, large);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SECOND_APPROVER_REQUIRED');
    const queue = await t.app.inject({ method: 'GET', url: `/api/admin/brands/${brand.id}/withdrawals?status=pending`, headers: bearer(secondToken) });
    expect(queue.json().data.find((row: { uuid: string }) => row.uuid === large)).toMatchObject({ firstApprovedBy: firstApproval.json().data.firstApprovedBy });
    const secondApproval = await approve(secondToken, large);
    expect(secondApproval.json().data).toMatchObject({ status: 'completed' });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/auth/withdraw/withdraw-history/${member.id}`,
      headers: bearer(memberToken, { host: brand.host }),
    });
    expect(history.json().data[0]).toMatchObject({ uuid: large, status: 'completed' });

    // At or below the threshold (another member: one member's withdrawals of a day add up), and
    // with four-eyes off, one approval completes. Switching it off takes a second admin.
    const other = await createFundedMember(t.database.db, brand.id, { creditSatang: 100_000_00, password });
    const otherToken = (
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: other.member.username, password }, headers: { host: brand.host } })
    ).json().token as string;
    const atThreshold = await t.app.inject({
      method: 'POST',
      url: `/api/auth/withdraw/${other.member.id}`,
      payload: { amount: '10000.00', idempotencyKey: randomUUID() },
      headers: bearer(otherToken, { host: brand.host }),
    });
    expect((await approve(firstToken, atThreshold.json().data.uuid)).json().data.status).toBe('completed');
    expect((await setThreshold(null)).statusCode).toBe(202);
    const secondAdmin = await signInNewOperator(t, 'admin');
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/brands/${brand.id}/four-eyes`,
      payload: { thresholdSatang: null },
      headers: bearer(secondAdmin),
    });
    expect(confirmed.json().data).toEqual({ thresholdSatang: null, pendingChange: null });
    expect((await approve(firstToken, await withdraw('20000'))).json().data.status).toBe('completed');

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?action=withdrawal.first_approve&targetId=${large}`,
      headers: bearer(adminToken),
    });
    expect(audit.json().data).toHaveLength(1);
  });
});
