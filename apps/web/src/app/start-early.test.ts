import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from '../features/auth/restore-session';
import { CREDIT_CACHE_KEY, getCreditApi } from '../features/credit/api/get-credit';
import { takeEarlyCreditRead } from '../features/credit/api/read-credit-early';
import { storeSession } from '../lib/session-storage';
import { createDeferred, demoMember, jsonResponse } from '../test/fixtures';
import { startEarly } from './start-early';
import { createAppStore } from './store';

afterEach(() => {
  vi.unstubAllGlobals();
  // Forgets an early read a test left untaken.
  takeEarlyCreditRead('');
});

function requestedPaths(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://site.test').pathname);
}

describe('starting the first page early', () => {
  it("asks for the brand settings, the configuration, the website status and the dashboard's banners together, before anything renders", async () => {
    // No reply arrives during the test: the four calls must all be out before any answer.
    const never = createDeferred<Response>();
    const fetchMock = vi.fn<typeof fetch>().mockReturnValue(never.promise);
    vi.stubGlobal('fetch', fetchMock);

    startEarly(createAppStore(), '/');

    await vi.waitFor(() =>
      expect(requestedPaths(fetchMock).sort()).toEqual(['/api/configuration', '/api/promotion-banners', '/api/setting', '/api/setting/operational/website']),
    );
  });

  it("asks for a signed-in member's balance with them when the app opens on the dashboard, once", async () => {
    storeSession({ token: 'member-token', user: demoMember });
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'http://site.test').pathname;
      return path.includes('/getCredit/')
        ? jsonResponse(200, { data: { balanceType: 'credit', balanceSatang: 123_45 } })
        : new Promise<Response>(() => undefined);
    });
    vi.stubGlobal('fetch', fetchMock);
    const store = createAppStore();
    restoreSession(store.dispatch);

    startEarly(store, '/auth/dashboard');

    await vi.waitFor(() => expect(requestedPaths(fetchMock)).toContain(`/api/auth/user/getCredit/${demoMember.user_pass.username}`));
    // The reply lands in the slot every credit display reads.
    const slot = getCreditApi.endpoints.getCredit.select({ fixedCacheKey: CREDIT_CACHE_KEY, requestId: undefined });
    await vi.waitFor(() => expect(slot(store.getState()).data?.balanceSatang).toBe(123_45));
    // The dashboard's first display takes it instead of asking again; any later display asks.
    expect(takeEarlyCreditRead(demoMember.user_pass.username)).toBe(true);
    expect(takeEarlyCreditRead(demoMember.user_pass.username)).toBe(false);
  });

  it('leaves the balance to the page on other pages, and when nobody is signed in', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockReturnValue(createDeferred<Response>().promise);
    vi.stubGlobal('fetch', fetchMock);
    startEarly(createAppStore(), '/auth/dashboard');
    storeSession({ token: 'member-token', user: demoMember });
    const store = createAppStore();
    restoreSession(store.dispatch);
    startEarly(store, '/auth/deposit');

    await vi.waitFor(() => expect(requestedPaths(fetchMock)).toHaveLength(8));
    expect(requestedPaths(fetchMock).filter((path) => path.includes('getCredit'))).toEqual([]);
    expect(takeEarlyCreditRead(demoMember.user_pass.username)).toBe(false);
  });
});
