import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '@app/contract/errors';
import { createTestBrand } from '../test-support/fixtures';
import { signInNewOperator } from '../test-support/operators';
import { bearer, createTestApp, loginDemo, type TestApp } from '../test-support/test-app';
import { CLOSED_DURING_MAINTENANCE } from './maintenance-guard';

/**
 * Every route a member, a visitor or a provider calls that stays open while the brand is in
 * maintenance: reads, and what settles play already under way. Together with
 * CLOSED_DURING_MAINTENANCE it names every non-operator route, so a new one must be placed.
 */
const OPEN_DURING_MAINTENANCE = [
  'GET /api/setting',
  'GET /api/setting/operational/website',
  'GET /api/configuration',
  'GET /api/withdraw/history',
  'GET /api/deposit',
  'GET /api/announcement',
  'GET /api/promotion-banners',
  'GET /api/media/brand-images/:imageId',
  // The installed app's manifest and icons: the maintenance page is the app too.
  'GET /manifest.webmanifest',
  'GET /app-icons/:iconName',
  'POST /api/integrations/bank-statement',
  'POST /api/provider/:providerCode/:operation',
  'POST /api/provider/:providerCode/:group/:operation',
  'GET /api/games/demo',
  'GET /api/house/state',
  'POST /api/house/hilo/guess',
  'POST /api/house/hilo/cashout',
  'POST /api/house/seed/rotate',
  'GET /api/house/rounds',
  'GET /api/user/checkPhone/:value',
  'GET /api/user/checkUsername/:value',
  'POST /api/user/checkBankId/:bankId',
  'GET /api/user/inviter/:afCode',
  'POST /api/bank/name',
  'POST /api/auth/logout',
  'GET /api/auth/configuration/list',
  'GET /api/auth/configuration/key',
  'GET /api/auth/user/detail/:uuid',
  'GET /api/auth/user/:uuid',
  'POST /api/auth/user/change-password/:uuid',
  'POST /api/auth/user/getCredit/:username',
  'GET /api/auth/credit/stream',
  // A break from play is protection, never something maintenance holds back.
  'POST /api/auth/protection/breaks',
  // Limits too: a member may always tighten (or ask to loosen) their own play.
  'GET /api/auth/protection/limits',
  'PUT /api/auth/protection/limits',
  'POST /api/auth/protection/limits/confirm',
  // The member's own statement is a read, and protection too.
  'GET /api/auth/protection/statement',
  // So is a reality check: a game left open during maintenance still reminds the member.
  'GET /api/auth/protection/reality-check',
  'PUT /api/auth/protection/reality-check',
  'GET /api/auth/protection/reality-check/session',
  'POST /api/auth/setting',
  'GET /api/auth/withdraw/withdraw-request/:uuid',
  'GET /api/auth/withdraw/withdraw-history/:uuid',
  'GET /api/auth/deposit/bank',
  'GET /api/auth/deposit/:uuid',
  'GET /api/auth/user/level/:uuid',
  'POST /api/auth/user/level/:uuid/notice/seen',
  'GET /api/auth/slip/my/request',
  'GET /api/auth/game',
  'GET /api/auth/game/providers',
  'POST /api/auth/user/game/list',
  'GET /api/auth/user/games/:gameCate',
  'GET /api/auth/user/game/recent',
  'POST /api/auth/user/game/cashOut',
  'POST /api/auth/log/affiliate/:username',
  'GET /api/auth/affiliate/code/:uuid',
  'GET /api/auth/affiliate/downline/:username',
  'GET /api/auth/affiliate/bonus/:username',
  'POST /api/auth/affiliate/downline/bonus/:username',
  'GET /api/auth/user/loss-return',
  'GET /api/auth/game/check-in',
  'GET /api/auth/wheel',
  'POST /api/auth/wheel/log',
  'GET /api/auth/game/flip-card',
  'GET /api/auth/game/flip-card/logs',
  'POST /api/auth/reward',
  'POST /api/auth/reward/request/history',
  'GET /api/auth/address/mine',
  'PATCH /api/auth/address',
  'GET /api/auth/announcement',
  'GET /api/auth/media/videos',
  'GET /api/auth/media/promotions',
];

describe('what maintenance closes, route by route', () => {
  let t: TestApp;
  let routes: { method: string; path: string; key: string }[];
  let brandId: string;
  let adminToken: string;
  let member: Awaited<ReturnType<typeof loginDemo>>;

  const setStatus = (websiteStatus: 'MA' | 'NORMAL') =>
    t.app.inject({ method: 'PUT', url: `/api/admin/brands/${brandId}/website-status`, payload: { websiteStatus }, headers: bearer(adminToken) });

  /** The route called as the signed-in demo member would: their own uuid and username, made-up ids, an empty body. */
  const call = (route: { method: string; path: string }) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.path
        .replace(':uuid', member.user.uuid)
        .replace(':username', member.user.user_pass.username)
        .replace(/:[a-zA-Z]+/g, () => randomUUID()),
      payload: route.method === 'GET' ? undefined : {},
      headers: bearer(member.token),
    });

  beforeAll(async () => {
    t = await createTestApp();
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    routes = Object.entries(document.paths)
      .filter(([path]) => !path.startsWith('/api/admin/') && path !== '/api/admin/login')
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => {
          const fastifyPath = path.replace(/\{([a-zA-Z]+)\}/g, ':$1');
          return { method: method.toUpperCase(), path: fastifyPath, key: `${method.toUpperCase()} ${fastifyPath}` };
        }),
      );
    adminToken = await signInNewOperator(t, 'admin');
    const brands = (await t.app.inject({ method: 'GET', url: '/api/admin/brands', headers: bearer(adminToken) })).json<{
      data: { id: string; hostnames: string[] }[];
    }>();
    brandId = brands.data.find((brand) => brand.hostnames.includes('localhost'))?.id ?? '';
    member = await loginDemo(t.app);
  });
  afterAll(() => t.close());

  it('names every route a member, visitor or provider calls, as closed or open', () => {
    const named = [...CLOSED_DURING_MAINTENANCE, ...OPEN_DURING_MAINTENANCE];
    expect(new Set(named).size).toBe(named.length);
    expect(routes.map((route) => route.key).sort()).toEqual(named.sort());
  });

  it('refuses each closed route with 503 SITE_MAINTENANCE and its Thai message, before reading the request, while leaving the rest open', async () => {
    expect((await setStatus('MA')).statusCode).toBe(200);
    try {
      for (const route of routes) {
        const response = await call(route);
        if (CLOSED_DURING_MAINTENANCE.has(route.key)) {
          expect(response.statusCode, route.key).toBe(503);
          expect(response.json().error, route.key).toEqual({ code: 'SITE_MAINTENANCE', message: errorCatalog.SITE_MAINTENANCE.message });
        } else {
          expect(response.json().error?.code, route.key).not.toBe('SITE_MAINTENANCE');
        }
      }
    } finally {
      await setStatus('NORMAL');
    }
  });

  it('closes nothing outside maintenance', async () => {
    for (const route of routes.filter((candidate) => CLOSED_DURING_MAINTENANCE.has(candidate.key))) {
      expect((await call(route)).json().error?.code, route.key).not.toBe('SITE_MAINTENANCE');
    }
  });

  it('keeps the operators working, and closes only the brand in maintenance', async () => {
    expect((await setStatus('MA')).statusCode).toBe(200);
    try {
      const settings = await t.app.inject({ method: 'GET', url: `/api/admin/brands/${brandId}/settings`, headers: bearer(adminToken) });
      expect(settings.json().data.websiteStatus).toBe('MA');
      const other = await createTestBrand(t.database.db);
      t.services.brands.invalidate();
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'nobody', password: 'x1234567' },
        headers: { host: `${other.code}.test` },
      });
      expect(elsewhere.json().error.code).toBe('LOGIN_INVALID');
    } finally {
      await setStatus('NORMAL');
    }
  });
});
