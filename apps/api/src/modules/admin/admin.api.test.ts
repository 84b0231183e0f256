import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query';
import { createFundedMember, createOperator, operatorLoginBody, createTestBrand } from '../../test-support/fixtures';
import { bearer, createTestApp, loginDemo, type TestApp } from '../../test-support/test-app';

describe('operator endpoints', () => {
  let t: TestApp;
  let brandId: string;
  let memberId: string;
  const tokens: Record<'admin' | 'finance' | 'support', string> = { admin: '', finance: '', support: '' };

  async function operatorLogin(role: 'admin' | 'finance' | 'support') {
    const credentials = await createOperator(t.database.db, role);
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: await operatorLoginBody(credentials, t.clock.now()) });
    expect(response.statusCode).toBe(200);
    expect(response.json().operator.role).toBe(role);
    return response.json().token as string;
  }

  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await t.services.brands.resolveHostname('localhost')).id;
    memberId = (await loginDemo(t.app)).user.uuid;
    for (const role of ['admin', 'finance', 'support'] as const) tokens[role] = await operatorLogin(role);
  });
  afterAll(() => t.close());

  const adjust = (token: string, payload: Record<string, unknown>, targetMember = memberId, targetBrand = brandId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${targetBrand}/members/${targetMember}/credit-adjustments`,
      payload,
      headers: bearer(token),
    });
  const demoCredit = async () => {
    const { token } = await loginDemo(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/user/getCredit/demo', payload: {}, headers: bearer(token) });
    return response.json().data.balanceSatang as number;
  };

  it("refuses a wrong operator password with the operators' one login error", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'nobody', password: 'x', totpCode: '123456' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('OPERATOR_LOGIN_INVALID');
  });

  it('refuses a member token on admin paths with 403 and no token with 401', async () => {
    const { token } = await loginDemo(t.app);
    for (const url of ['/api/admin/brands', '/api/admin/audit-log']) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('never accepts an operator token as a member token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/user/getCredit/demo', payload: {}, headers: bearer(tokens.admin) });
    expect(response.statusCode).toBe(401);
  });

  it('lists brands with their host names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/brands', headers: bearer(tokens.support) });
    expect(response.json().data).toContainEqual(
      expect.objectContaining({ id: brandId, siteName: 'ลัคกี้สยาม', hostnames: expect.arrayContaining(['localhost']) }),
    );
  });

  it('switches maintenance on and off, with an audit entry for each change', async () => {
    const setStatus = (token: string, websiteStatus: string) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/brands/${brandId}/website-status`, payload: { websiteStatus }, headers: bearer(token) });

    expect((await setStatus(tokens.support, 'MA')).statusCode).toBe(403);
    expect((await setStatus(tokens.finance, 'MA')).statusCode).toBe(403);
    expect((await setStatus(tokens.admin, 'CLOSED')).statusCode).toBe(400);

    expect((await setStatus(tokens.admin, 'MA')).json()).toEqual({ data: { websiteStatus: 'MA' } });
    const status = await t.app.inject({ method: 'GET', url: '/api/setting/operational/website' });
    expect(status.json()).toEqual({ data: { websiteStatus: 'MA' } });
    await setStatus(tokens.admin, 'NORMAL');
    expect((await t.app.inject({ method: 'GET', url: '/api/setting' })).json().data.operation.websiteStatus).toBe('NORMAL');

    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?action=brand.website_status.set', headers: bearer(tokens.admin) });
    const entries = audit.json().data;
    expect(entries.slice(0, 2).map((entry: { before: unknown; after: unknown }) => [entry.before, entry.after])).toEqual([
      [{ websiteStatus: 'MA' }, { websiteStatus: 'NORMAL' }],
      [{ websiteStatus: 'NORMAL' }, { websiteStatus: 'MA' }],
    ]);
  });

  it('writes a configuration entry that members then read, audited', async () => {
    const url = `/api/admin/brands/${brandId}/configuration/home.normal.logo`;
    expect((await t.app.inject({ method: 'PUT', url, payload: { path: 'new-logo.svg' }, headers: bearer(tokens.support) })).statusCode).toBe(403);
    const refused = await t.app.inject({ method: 'PUT', url, payload: { path: 'javascript:alert(1)' }, headers: bearer(tokens.admin) });
    expect(refused.statusCode).toBe(400);
    const written = await t.app.inject({ method: 'PUT', url, payload: { path: 'new-logo.svg' }, headers: bearer(tokens.admin) });
    expect(written.statusCode).toBe(200);
    const open = await t.app.inject({ method: 'GET', url: '/api/configuration' });
    expect(open.json().data).toContainEqual({ key: 'home.normal.logo', value: { data: { path: 'new-logo.svg' } } });
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?action=brand.configuration.set', headers: bearer(tokens.admin) });
    expect(audit.json().data[0]).toMatchObject({ before: { path: 'logo.svg' }, after: { path: 'new-logo.svg' } });
  });

  it('turns the support chat widget on with chosen fields, which the public settings then carry, audited', async () => {
    const put = (token: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/brands/${brandId}/chat-widget`, payload, headers: bearer(token) });
    const settings = async () => (await t.app.inject({ method: 'GET', url: '/api/setting' })).json().data.chatWidget;
    expect(await settings()).toEqual({ isEnabled: false, scriptUrl: '', fields: [] });

    const widget = { isEnabled: true, scriptUrl: 'https://chat.example/widget.js', fields: ['username', 'points', 'username'] };
    expect((await put(tokens.support, widget)).statusCode).toBe(403);
    expect((await put(tokens.finance, widget)).statusCode).toBe(403);
    expect((await put(tokens.admin, { ...widget, scriptUrl: 'http://chat.example/widget.js' })).statusCode).toBe(400);
    expect((await put(tokens.admin, { ...widget, fields: ['password'] })).statusCode).toBe(400);
    const noScript = await put(tokens.admin, { ...widget, scriptUrl: '' });
    expect(noScript.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'scriptUrl' });

    expect((await put(tokens.admin, widget)).statusCode).toBe(200);
    expect(await settings()).toEqual({ isEnabled: true, scriptUrl: 'https://chat.example/widget.js', fields: ['username', 'points'] });
    await put(tokens.admin, { isEnabled: false, scriptUrl: '', fields: [] });
    expect((await settings()).isEnabled).toBe(false);
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?action=brand.chat_widget.set', headers: bearer(tokens.admin) });
    expect(audit.json().data[1]).toMatchObject({ before: { isEnabled: false }, after: { isEnabled: true, fields: ['username', 'points'] } });
  });

  it('sets the affiliate commission rule, admin only, audited', async () => {
    const put = (token: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/brands/${brandId}/affiliate-rule`, payload, headers: bearer(token) });
    const rule = { basis: 'net_loss', percentBps: 250, period: 'weekly' };
    expect((await put(tokens.finance, rule)).statusCode).toBe(403);
    expect((await put(tokens.admin, { ...rule, percentBps: 10_001 })).statusCode).toBe(400);
    expect((await put(tokens.admin, { ...rule, basis: 'turnover' })).statusCode).toBe(400);
    expect((await put(tokens.admin, rule)).json()).toEqual({ data: rule });
    const { token } = await loginDemo(t.app);
    const bonus = await t.app.inject({ method: 'GET', url: '/api/auth/affiliate/bonus/demo', headers: bearer(token) });
    expect(bonus.json().data.rule).toEqual(rule);
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?action=brand.affiliate_rule.set', headers: bearer(tokens.admin) });
    expect(audit.json().data[0]).toMatchObject({ before: { basis: 'deposit', percentBps: 100, period: 'daily' }, after: rule });
  });

  it('adjusts credit through the ledger with a required reason, once per key, audited', async () => {
    const before = await demoCredit();
    const key = randomUUID();
    const payload = { direction: 'credit', amountSatang: 250_50, reason: 'ชดเชยระบบขัดข้อง', idempotencyKey: key };

    expect((await adjust(tokens.support, payload)).statusCode).toBe(403);
    const missingReason = await adjust(tokens.finance, { ...payload, reason: '' });
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().error.field).toBe('reason');

    const first = await adjust(tokens.finance, payload);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.balanceAfterSatang).toBe(before + 250_50);
    const retry = await adjust(tokens.finance, payload);
    expect(retry.json()).toEqual(first.json());
    expect(await demoCredit()).toBe(before + 250_50);

    const reused = await adjust(tokens.finance, { ...payload, amountSatang: 1 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');

    const audit = await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?targetId=${memberId}`, headers: bearer(tokens.admin) });
    const adjustments = audit.json().data.filter((entry: { action: string }) => entry.action === 'member.credit.adjust');
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]).toMatchObject({
      before: { balanceSatang: before },
      after: { balanceSatang: before + 250_50, reason: 'ชดเชยระบบขัดข้อง', amountSatang: 250_50 },
    });
  });

  it('refuses a debit beyond the balance and changes nothing', async () => {
    const before = await demoCredit();
    const response = await adjust(tokens.admin, { direction: 'debit', amountSatang: before + 1, reason: 'ทดสอบ', idempotencyKey: randomUUID() });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({ code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ' });
    expect(await demoCredit()).toBe(before);
  });

  it('refuses amounts that are not positive whole satang', async () => {
    for (const amountSatang of [0, -100, 10.5, '100', 1e13]) {
      const response = await adjust(tokens.admin, { direction: 'credit', amountSatang, reason: 'ทดสอบ', idempotencyKey: randomUUID() });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe('amountSatang');
    }
  });

  it("does not reach another brand's member through this brand", async () => {
    const otherBrand = await createTestBrand(t.database.db);
    const { member } = await createFundedMember(t.database.db, otherBrand.id, { passwordHash: 'x' });
    const response = await adjust(tokens.admin, { direction: 'credit', amountSatang: 100, reason: 'ทดสอบ', idempotencyKey: randomUUID() }, member.id, brandId);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('MEMBER_NOT_FOUND');
  });

  it('keeps the audit log append-only in the database itself', async () => {
    await expect(queryRows(t.database.db, sql`update audit_log set action = 'tampered'`)).rejects.toThrow();
    await expect(queryRows(t.database.db, sql`delete from audit_log`)).rejects.toThrow();
    await expect(queryRows(t.database.db, sql`delete from ledger_entries`)).rejects.toThrow();
  });

  it('revokes the operator token on logout', async () => {
    const token = await operatorLogin('support');
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/brands', headers: bearer(token) })).statusCode).toBe(401);
  });
});
