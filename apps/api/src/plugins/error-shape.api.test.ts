import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '@app/contract/errors';
import { bearer, createTestApp, loginDemo, type TestApp } from '../test-support/test-app';

const THAI = /[\u0E00-\u0E7F]/;

describe('errors have one shape and bad input never becomes a 500', () => {
  let t: TestApp;
  let token: string;
  let uuid: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({
      token,
      user: { uuid },
    } = await loginDemo(t.app));
  });
  afterAll(() => t.close());

  const badBodies: (string | undefined)[] = [
    undefined,
    '',
    '{',
    'null',
    '[]',
    '"text"',
    '{"username": 5, "password": []}',
    '{"balanceType": {"$gt": ""}}',
    `{"username": "${'a'.repeat(5000)}", "password": "x"}`,
    '{"language": "th", "__proto__": {"admin": true}}',
  ];
  const routes = [
    { method: 'POST' as const, url: '/api/auth/login' },
    { method: 'POST' as const, url: '/api/auth/user/getCredit/demo' },
    { method: 'POST' as const, url: '/api/auth/setting' },
    { method: 'POST' as const, url: '/api/admin/login' },
    { method: 'POST' as const, url: '/api/auth/slip/verify' },
    { method: 'POST' as const, url: '/api/auth/withdraw/retry' },
  ];

  it.each(routes)('$method $url answers every malformed body with a coded Thai error', async (route) => {
    for (const body of badBodies) {
      const response = await t.app.inject({
        ...route,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: body }),
      });
      expect(response.statusCode, `${route.url} ${body}`).toBeLessThan(500);
      if (response.statusCode >= 400) {
        const error = response.json().error;
        expect(Object.keys(errorCatalog)).toContain(error.code);
        expect(error.message).toMatch(THAI);
        expect(response.body).not.toMatch(/stack|at .*\.ts:\d+/);
      }
    }
  });

  it('answers odd paths and parameters without a 500', async () => {
    const urls = [
      `/api/auth/user/${encodeURIComponent("' or 1=1 --")}`,
      '/api/auth/user/detail/%00',
      `/api/auth/user/${uuid}%2F..%2F`,
      '/api/auth/configuration/key',
      `/api/auth/configuration/key?key=${'x'.repeat(500)}`,
      '/api/nothing-here',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().error.message).toMatch(THAI);
    }
  });

  it('names the field of a validation error', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password' });
  });

  it('refuses bodies over 1 MB with its own code', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'demo', password: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves an OpenAPI document naming the member site calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/setting',
        '/api/setting/operational/website',
        '/api/configuration',
        '/api/auth/configuration/list',
        '/api/auth/configuration/key',
        '/api/auth/user/detail/{uuid}',
        '/api/auth/user/{uuid}',
        '/api/auth/user/getCredit/{username}',
        '/api/auth/setting',
        '/api/admin/login',
        '/api/auth/withdraw/{uuid}',
        '/api/auth/withdraw/retry',
        '/api/auth/withdraw/withdraw-request/{uuid}',
        '/api/auth/withdraw/withdraw-history/{uuid}',
        '/api/withdraw/history',
        '/api/auth/user/transfer/to/bank',
        '/api/auth/deposit/{uuid}',
        '/api/deposit',
        '/api/auth/slip/verify',
        '/api/auth/slip/confirm',
        '/api/auth/slip/request-deposit',
        '/api/auth/slip/my/request',
        '/api/auth/user/level/{uuid}',
        '/api/integrations/bank-statement',
      ]),
    );
  });
});
