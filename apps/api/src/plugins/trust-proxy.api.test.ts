import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { signInNewOperator } from '../test-support/operators';
import { createHostedBrand } from '../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Behind one reverse proxy, the address that counts is the one the proxy saw, the last in
 * X-Forwarded-For. Whatever a client writes before it is its own claim, and must move neither the
 * per-IP login lock nor the operator IP allowlist.
 */
const PROXY = '10.0.0.5';
const REAL_CLIENT = '198.51.100.20';

describe.each(['1', '10.0.0.0/8'])('client addresses behind one proxy (TRUST_PROXY=%s)', (trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: trustProxy, LOGIN_IP_FAILURE_LIMIT: '3', LOGIN_FAILURE_LIMIT: '100' });
  });
  afterAll(() => t.close());

  /** What the proxy passes on: the client's own header, with the address it saw appended. */
  const throughProxy = (forged: string) => ({ remoteAddress: PROXY, headers: { 'x-forwarded-for': `${forged}, ${REAL_CLIENT}` } });

  it('locks the real client out of login however it rotates a forged first address', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { remoteAddress, headers } = throughProxy(`203.0.113.${attempt + 1}`);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `nobody-${attempt}`, password: 'wrong-password-1' },
        headers,
        remoteAddress,
      });
      answers.push(response.json().error.code);
    }
    expect(answers).toEqual(['LOGIN_INVALID', 'LOGIN_INVALID', 'LOGIN_INVALID', 'LOGIN_LOCKED', 'LOGIN_LOCKED']);
    // Another client behind the same proxy is its own address, not locked with the first.
    const neighbour = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody-else', password: 'wrong-password-1' },
      headers: { 'x-forwarded-for': '198.51.100.21' },
      remoteAddress: PROXY,
    });
    expect(neighbour.json().error.code).toBe('LOGIN_INVALID');
  });

  it('keeps an operator outside the allowlist out even when it writes an allowed address first', async () => {
    const token = await signInNewOperator(t, 'admin');
    const brand = await createHostedBrand(t);
    const allowed = '192.0.2.10';
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/brands/${brand.id}/operator-ip-allowlist`,
      payload: { entries: [allowed] },
      headers: bearer(token, { 'x-forwarded-for': `198.51.100.99, ${allowed}` }),
      remoteAddress: PROXY,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const forged = throughProxy(allowed);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/admin/brands/${brand.id}/withdrawals`,
      headers: bearer(token, forged.headers),
      remoteAddress: forged.remoteAddress,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('IP_NOT_ALLOWED');
  });
});

describe('the TRUST_PROXY setting', () => {
  it('takes a number of hops or the proxies’ addresses, and is off by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('refuses "true", which would trust any address a client writes, and anything that is not an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '0' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8, proxy.local' })).toThrow(/TRUST_PROXY/);
  });
});
