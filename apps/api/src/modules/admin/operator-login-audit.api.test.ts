import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query';
import { operators } from '../../db/schema/operators';
import { createOperator, operatorLoginBody } from '../../test-support/fixtures';
import { signInNewOperator } from '../../test-support/operators';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { maskUnknownUsername } from './operator-auth.service';

interface AuditRow {
  id: string;
  operatorId: string | null;
  operatorUsername: string | null;
  action: string;
  targetType: string;
  targetId: string;
  after: { username: string; reason: string };
  ipAddress: string | null;
}

/** Failed operator sign-ins in the audit log: who was tried, from where and why, never the password. */
describe('failed operator sign-ins are audited', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInNewOperator(t, 'admin');
  });
  afterAll(() => t.close());

  const login = (payload: Record<string, unknown>, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress });
  const failedLogins = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?action=operator.login_failed${query}`, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as AuditRow[];
  };

  it('records a wrong password, a wrong code and a disabled operator against the account tried, with the address', async () => {
    const operator = await createOperator(t.database.db, 'finance');
    const [row] = await t.database.db.select({ id: operators.id }).from(operators).where(eq(operators.username, operator.username));
    const body = await operatorLoginBody(operator, t.clock.now());
    expect((await login({ ...body, password: 'wrong-password-123' }, '203.0.113.7')).statusCode).toBe(401);
    expect((await login({ ...body, totpCode: body.totpCode === '000000' ? '111111' : '000000' }, '203.0.113.7')).statusCode).toBe(401);

    const entries = await failedLogins(`&targetType=operator&targetId=${row?.id ?? ''}`);
    expect(entries.map((entry) => entry.after.reason)).toEqual(['wrong_code', 'wrong_password']);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        operatorId: null,
        operatorUsername: null,
        action: 'operator.login_failed',
        targetType: 'operator',
        after: { username: operator.username },
        ipAddress: '203.0.113.7',
      });
      expect(JSON.stringify(entry)).not.toContain('wrong-password-123');
      expect(JSON.stringify(entry)).not.toContain(operator.password);
    }

    await t.database.db.update(operators).set({ isDisabled: true }).where(eq(operators.username, operator.username));
    expect((await login(await operatorLoginBody(operator, t.clock.now()), '203.0.113.8')).statusCode).toBe(401);
    expect((await failedLogins(`&targetId=${row?.id ?? ''}`))[0]).toMatchObject({ after: { reason: 'disabled' }, ipAddress: '203.0.113.8' });
  });

  it('keeps an unknown username only in part, since it may be a password typed into the wrong field', async () => {
    const typed = `Pa55-${randomUUID().slice(0, 12)}`;
    expect((await login({ username: typed, password: 'whatever-it-was', totpCode: '123456' }, '198.51.100.4')).statusCode).toBe(401);
    const [entry] = await failedLogins('&targetType=operator_username');
    const masked = maskUnknownUsername(typed.toLowerCase());
    expect(masked).toBe(`pa5${'*'.repeat(typed.length - 3)}`);
    expect(entry).toMatchObject({
      operatorId: null,
      targetType: 'operator_username',
      targetId: masked,
      after: { username: masked, reason: 'unknown_username' },
      ipAddress: '198.51.100.4',
    });
    expect(JSON.stringify(entry)).not.toContain(typed.toLowerCase().slice(3));
    expect(JSON.stringify(entry)).not.toContain('whatever-it-was');
  });

  it('writes nothing for attempts refused while locked, and the entries can never be changed or removed', async () => {
    const operator = await createOperator(t.database.db, 'support');
    const before = (await failedLogins('&limit=500')).length;
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await login({ username: operator.username, password: 'wrong-password-123', totpCode: '123456' }, '192.0.2.55');
    }
    const locked = await login(await operatorLoginBody(operator, t.clock.now()), '192.0.2.55');
    expect(locked.json().error.code).toBe('LOGIN_LOCKED');
    // Five checked failures lock the username; the rest were refused unchecked.
    expect((await failedLogins('&limit=500')).length).toBe(before + 5);

    await expect(queryRows(t.database.db, sql`update audit_log set ip_address = null where action = 'operator.login_failed'`)).rejects.toThrow();
    await expect(queryRows(t.database.db, sql`delete from audit_log where action = 'operator.login_failed'`)).rejects.toThrow();
    expect((await failedLogins('&limit=500')).length).toBe(before + 5);
  });

  it('names the operator of every entry by username', async () => {
    const operator = await createOperator(t.database.db, 'finance');
    expect((await login(await operatorLoginBody(operator, t.clock.now()), '127.0.0.1')).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?action=operator.login', headers: bearer(admin) });
    expect(response.json().data[0]).toMatchObject({ action: 'operator.login', operatorUsername: operator.username, ipAddress: '127.0.0.1' });
  });
});
