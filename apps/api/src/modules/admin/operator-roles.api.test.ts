import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@app/contract/admin';
import { signInNewOperator } from '../../test-support/operators';
import { bearer, createTestApp, loginDemo, type TestApp } from '../../test-support/test-app';

type Role = Exclude<OperatorRole, 'admin'>;

/**
 * Who may call each operator endpoint besides admin (issue: finance runs the money queues and
 * adjustments, support the members and requests, read-only for money). This table is the
 * policy; the test checks the API against it and that it names every /api/admin route.
 */
const POLICY: Record<string, readonly Role[]> = {
  'POST /api/admin/logout': ['finance', 'support'],
  'GET /api/admin/brands': ['finance', 'support'],
  'POST /api/admin/brands': [],
  'PUT /api/admin/brands/{brandId}/website-status': [],
  'GET /api/admin/brands/{brandId}/configuration': ['finance', 'support'],
  'PUT /api/admin/brands/{brandId}/configuration/{key}': [],
  'POST /api/admin/brands/{brandId}/configuration/{key}/image': [],
  'GET /api/admin/brands/{brandId}/images/{imageId}': ['finance', 'support'],
  'PUT /api/admin/brands/{brandId}/chat-widget': [],
  'PUT /api/admin/brands/{brandId}/affiliate-rule': [],
  'PUT /api/admin/brands/{brandId}/operator-ip-allowlist': [],
  'PUT /api/admin/brands/{brandId}/four-eyes': [],
  'POST /api/admin/brands/{brandId}/members/{memberId}/credit-adjustments': ['finance'],
  'GET /api/admin/brands/{brandId}/members': ['finance', 'support'],
  'GET /api/admin/brands/{brandId}/members/{memberId}': ['finance', 'support'],
  'GET /api/admin/brands/{brandId}/members/{memberId}/ledger': ['finance', 'support'],
  'GET /api/admin/brands/{brandId}/members/{memberId}/sessions': ['finance', 'support'],
  'GET /api/admin/brands/{brandId}/members/{memberId}/downline': ['finance', 'support'],
  'PUT /api/admin/brands/{brandId}/members/{memberId}/status': ['support'],
  'PUT /api/admin/brands/{brandId}/members/{memberId}/level': ['finance'],
  // Every role reads a member's breaks from play; only an admin adds one (docs/player-protection.md).
  'GET /api/admin/brands/{brandId}/members/{memberId}/protection': ['finance', 'support'],
  'POST /api/admin/brands/{brandId}/members/{memberId}/protection/breaks': [],
  // Support contacts the members whose losses or deposits rose sharply; every role reads the report.
  'GET /api/admin/brands/{brandId}/protection/sharp-rises': ['finance', 'support'],
  'GET /api/admin/audit-log': [],
  'GET /api/admin/brands/{brandId}/withdrawals': ['finance', 'support'],
  'POST /api/admin/brands/{brandId}/withdrawals/{withdrawalId}/approve': ['finance'],
  'POST /api/admin/brands/{brandId}/withdrawals/{withdrawalId}/reject': ['finance'],
  'POST /api/admin/brands/{brandId}/withdrawals/{withdrawalId}/fail': ['finance'],
  'POST /api/admin/brands/{brandId}/withdrawals/{withdrawalId}/retry': ['finance'],
  'GET /api/admin/brands/{brandId}/statement-lines': ['finance', 'support'],
  'POST /api/admin/brands/{brandId}/statement-lines/{lineId}/assign': ['finance'],
  'POST /api/admin/brands/{brandId}/statement-lines/{lineId}/reject': ['finance'],
  'PUT /api/admin/brands/{brandId}/integrations/bank-statement-secret': [],
  'GET /api/admin/brands/{brandId}/slip-requests': ['finance', 'support'],
  'GET /api/admin/brands/{brandId}/slip-requests/{requestId}/image': ['finance', 'support'],
  'POST /api/admin/brands/{brandId}/slip-requests/{requestId}/approve': ['finance'],
  'POST /api/admin/brands/{brandId}/slip-requests/{requestId}/reject': ['finance'],
  'GET /api/admin/brands/{brandId}/reward-requests': ['finance', 'support'],
  'POST /api/admin/brands/{brandId}/reward-requests/{requestId}/decision': ['support'],
  'GET /api/admin/brands/{brandId}/tiers': ['finance', 'support'],
  'PUT /api/admin/brands/{brandId}/tiers/{level}': [],
  'GET /api/admin/brands/{brandId}/reward-settings': ['finance', 'support'],
  'PATCH /api/admin/brands/{brandId}/reward-settings': [],
  'GET /api/admin/brands/{brandId}/check-in-days': ['finance', 'support'],
  'PUT /api/admin/brands/{brandId}/check-in-days/{day}': [],
  'GET /api/admin/brands/{brandId}/prizes': ['finance', 'support'],
  'POST /api/admin/brands/{brandId}/prizes': [],
  'PATCH /api/admin/brands/{brandId}/prizes/{prizeId}': [],
  'DELETE /api/admin/brands/{brandId}/prizes/{prizeId}': [],
  'GET /api/admin/brands/{brandId}/reward-categories': ['finance', 'support'],
  'POST /api/admin/brands/{brandId}/reward-categories': ['support'],
  'PATCH /api/admin/brands/{brandId}/reward-categories/{categoryId}': ['support'],
  'GET /api/admin/brands/{brandId}/reward-items': ['finance', 'support'],
  'POST /api/admin/brands/{brandId}/reward-items': ['support'],
  'PATCH /api/admin/brands/{brandId}/reward-items/{itemId}': ['support'],
  'GET /api/admin/brands/{brandId}/announcements': ['finance', 'support'],
  'POST /api/admin/brands/{brandId}/announcements': ['support'],
  'PATCH /api/admin/brands/{brandId}/announcements/{announcementId}': ['support'],
  'DELETE /api/admin/brands/{brandId}/announcements/{announcementId}': ['support'],
  'GET /api/admin/brands/{brandId}/today': ['finance', 'support'],
  'GET /api/admin/brands/{brandId}/reports/daily': ['finance'],
  'GET /api/admin/brands/{brandId}/reports/daily.csv': ['finance'],
  'GET /api/admin/brands/{brandId}/settings': ['finance', 'support'],
  'PATCH /api/admin/brands/{brandId}/settings': [],
  'PUT /api/admin/brands/{brandId}/hostnames': [],
  'GET /api/admin/brands/{brandId}/game-providers': ['finance', 'support'],
  'POST /api/admin/brands/{brandId}/game-providers': [],
  'PATCH /api/admin/brands/{brandId}/game-providers/{providerId}': [],
  'GET /api/admin/brands/{brandId}/games': ['finance', 'support'],
  'PATCH /api/admin/brands/{brandId}/games/{gameId}': [],
  'GET /api/admin/brands/{brandId}/media-videos': ['support'],
  'POST /api/admin/brands/{brandId}/media-videos': ['support'],
  'PATCH /api/admin/brands/{brandId}/media-videos/{videoId}': ['support'],
  'DELETE /api/admin/brands/{brandId}/media-videos/{videoId}': ['support'],
  'GET /api/admin/brands/{brandId}/promotion-banners': ['finance', 'support'],
  'POST /api/admin/brands/{brandId}/promotion-banners': ['support'],
  'PATCH /api/admin/brands/{brandId}/promotion-banners/{bannerId}': ['support'],
  'DELETE /api/admin/brands/{brandId}/promotion-banners/{bannerId}': ['support'],
  'GET /api/admin/brands/{brandId}/aggregators': ['finance', 'support'],
  'PUT /api/admin/brands/{brandId}/aggregators/hub88': [],
  'PUT /api/admin/brands/{brandId}/aggregators/{providerId}/categories': [],
  'POST /api/admin/brands/{brandId}/aggregators/{providerId}/sync': [],
};

describe('operator roles on every /api/admin endpoint', () => {
  let t: TestApp;
  let routes: { method: string; path: string; key: string }[];
  const tokens: Record<Role, string> = { finance: '', support: '' };

  beforeAll(async () => {
    t = await createTestApp();
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/') && path !== '/api/admin/login')
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path, key: `${method.toUpperCase()} ${path}` })),
      );
    for (const role of ['finance', 'support'] as const) tokens[role] = await signInNewOperator(t, role);
  });
  afterAll(() => t.close());

  /** A real path for the template: any uuid for ids (the role check comes before any lookup), a real key. */
  const fill = (path: string) => path.replaceAll('{key}', 'home.normal.logo').replace(/\{[a-zA-Z]+\}/g, () => randomUUID());

  it('names every operator route in the policy', () => {
    expect(routes.map((route) => route.key).sort()).toEqual(Object.keys(POLICY).sort());
  });

  it('answers 403 to each role on what it may not do, before reading the request', async () => {
    for (const route of routes) {
      for (const role of ['finance', 'support'] as const) {
        if (POLICY[route.key]?.includes(role)) continue;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: fill(route.path),
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
          headers: bearer(tokens[role]),
        });
        expect(response.statusCode, `${role} ${route.key}`).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
      }
    }
  });

  it('lets each role past the role check where the policy allows it', async () => {
    // Logging out would end the session the other checks use; logout.api tests cover it.
    for (const route of routes.filter((candidate) => candidate.key !== 'POST /api/admin/logout')) {
      for (const role of POLICY[route.key] ?? []) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: fill(route.path),
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
          headers: bearer(tokens[role]),
        });
        // A made-up id or an empty body gets 400 or 404; never the role's 403, nor a lost session's 401.
        expect([200, 400, 404], `${role} ${route.key}: ${response.body}`).toContain(response.statusCode);
      }
    }
  });

  it('refuses a member token on every /api/admin path with 403', async () => {
    const { token } = await loginDemo(t.app);
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.path),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        headers: bearer(token),
      });
      expect(response.statusCode, route.key).toBe(403);
    }
  });
});
