import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, createTestBrand, operatorLoginBody } from '../../test-support/fixtures';
import { signInNewOperator } from '../../test-support/operators';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Operators of some brands only (docs/decisions.md, Operators): every route with a brand in its
 * path refuses another brand with 403, routes of no brand are open to them only where they say
 * so (the brand list, which shows only their brands, and logout), and an operator of all brands
 * keeps reaching everything. Checked on every /api/admin route, as operator-roles.api.test.ts does
 * for roles.
 */
describe('operators of some brands only, on every /api/admin endpoint', () => {
  let t: TestApp;
  let routes: { method: string; path: string; key: string }[];
  let ownBrandId: string;
  let otherBrandId: string;
  let brandAdmin: string;
  let allBrandsAdmin: string;

  const send = (route: { method: string; path: string }, brandId: string, token: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.path
        .replace('{brandId}', brandId)
        .replaceAll('{key}', 'home.normal.logo')
        .replace(/\{[a-zA-Z]+\}/g, () => randomUUID()),
      payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      headers: bearer(token),
    });

  beforeAll(async () => {
    t = await createTestApp();
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/') && path !== '/api/admin/login' && path !== '/api/admin/logout')
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path, key: `${method.toUpperCase()} ${path}` })),
      );
    ownBrandId = (await createTestBrand(t.database.db)).id;
    otherBrandId = (await createTestBrand(t.database.db)).id;
    t.services.brands.invalidate();
    brandAdmin = await signInNewOperator(t, 'admin', [ownBrandId]);
    allBrandsAdmin = await signInNewOperator(t, 'admin');
  });
  afterAll(() => t.close());

  it('refuses every route of another brand with 403, before reading the request', async () => {
    for (const route of routes.filter((candidate) => candidate.path.includes('{brandId}'))) {
      const response = await send(route, otherBrandId, brandAdmin);
      expect(response.statusCode, route.key).toBe(403);
      expect(response.json().error.code, route.key).toBe('FORBIDDEN');
    }
  });

  it('lets them past the brand check on every route of their own brand', async () => {
    for (const route of routes.filter((candidate) => candidate.path.includes('{brandId}'))) {
      const response = await send(route, ownBrandId, brandAdmin);
      // A made-up id or an empty body gets 400 or 404; never the brand's 403.
      expect(response.statusCode, `${route.key}: ${response.body}`).not.toBe(403);
    }
  });

  it('refuses the routes of no brand (the audit log, creating a brand) but lists their own brands only', async () => {
    for (const route of routes.filter((candidate) => !candidate.path.includes('{brandId}') && candidate.key !== 'GET /api/admin/brands')) {
      expect((await send(route, ownBrandId, brandAdmin)).statusCode, route.key).toBe(403);
    }
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/brands', headers: bearer(brandAdmin) });
    expect(listed.json<{ data: { id: string }[] }>().data.map((brand) => brand.id)).toEqual([ownBrandId]);
  });

  it('keeps an operator of all brands on every brand and the routes of no brand', async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/brands', headers: bearer(allBrandsAdmin) });
    expect(listed.json<{ data: { id: string }[] }>().data.map((brand) => brand.id)).toEqual(expect.arrayContaining([ownBrandId, otherBrandId]));
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: bearer(allBrandsAdmin) });
    expect(audit.statusCode).toBe(200);
    for (const route of routes.filter((candidate) => candidate.path.includes('{brandId}'))) {
      expect((await send(route, otherBrandId, allBrandsAdmin)).statusCode, route.key).not.toBe(403);
    }
  });

  it('tells the console which brands the operator has when they sign in, and lets them log out', async () => {
    const operator = await createOperator(t.database.db, 'support', undefined, [ownBrandId]);
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: await operatorLoginBody(operator, t.clock.now()) });
    expect(login.json().operator).toMatchObject({ role: 'support', brandIds: [ownBrandId] });
    const logout = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(login.json().token) });
    expect(logout.statusCode).toBe(200);
    const allBrands = await createOperator(t.database.db, 'finance');
    const allLogin = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: await operatorLoginBody(allBrands, t.clock.now()) });
    expect(allLogin.json().operator.brandIds).toBeNull();
  });
});
