import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../app/store';
import { getCurrentUser } from '../features/auth/auth-slice';
import { demoMember, jsonResponse } from '../test/fixtures';
import packageJson from '../../package.json' with { type: 'json' };
import { sendApiRequest, type ApiRequest } from './api-client';
import { baseApi } from './base-api';
import { detectPlatform } from './platform';
import { sessionTimeout } from './session-actions';
import { clearStoredSession, storeSession } from './session-storage';

/** A throwaway endpoint that sends whatever request the test describes through the real base query. */
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, ApiRequest>({ query: (request) => request }),
  }),
});

const fetchMock = vi.fn<typeof fetch>();

function createLoggedInStore() {
  storeSession({ token: 'member-token', user: demoMember });
  const store = createAppStore();
  store.dispatch(getCurrentUser(demoMember));
  return store;
}

function probe(store: ReturnType<typeof createAppStore>, request: ApiRequest) {
  return store.dispatch(probeApi.endpoints.probe.initiate(request, { forceRefetch: true }));
}

/** A fetch that never answers but rejects like the browser does when its signal aborts. */
function hangUntilAborted(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => {
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request headers', () => {
  it('sends the bearer token and the three client headers', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: 'ok' }));
    const store = createLoggedInStore();
    await probe(store, { path: '/api/setting' });

    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer member-token');
    expect(headers.get('platform')).toBe('DSK');
    expect(headers.get('channel')).toBe('web');
    expect(headers.get('web-version')).toBe(packageJson.version);
  });

  it('sends no Authorization header without a stored token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await probe(createAppStore(), { path: '/api/setting' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it.each([
    ['Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36', 'AND'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1', 'IOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36', 'DSK'],
    ['Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1', 'IOS'],
    [
      'Mozilla/5.0 (Linux; U; Android 12; th-th; Redmi Note 11 Build/SKQ1) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/112.0 Mobile Safari/537.36 XiaoMi/MiuiBrowser/14.2',
      'AND',
    ],
    [
      'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15063',
      'DSK',
    ],
  ])('detects the platform of %s as %s', (userAgent, platform) => {
    expect(detectPlatform(userAgent)).toBe(platform);
  });
});

describe('session rules', () => {
  it.each([
    ['401', jsonResponse(401, { error: { code: 'SESSION_EXPIRED', message: 'หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบใหม่' } })],
    ['403', jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'คุณไม่มีสิทธิ์เข้าถึงข้อมูลนี้' } })],
    ['code 500256 on a 200 reply', jsonResponse(200, { error: { code: 500256, message: 'เซสชันไม่ถูกต้อง' } })],
    ['a failed response with status 200 and any code', jsonResponse(200, { error: { code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } })],
    ['code 500256 on a 400 reply', jsonResponse(400, { error: { code: '500256', message: 'เซสชันไม่ถูกต้อง' } })],
  ])('%s clears the stored session and the current user', async (_label, response) => {
    fetchMock.mockResolvedValue(response);
    const store = createLoggedInStore();
    await probe(store, { path: '/api/auth/user/detail/x' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('imiUser')).toBeNull();
    // With no current user the member guard renders <Navigate to="/login">.
    expect(store.getState().auth.currentUser).toBeNull();
    // The whole cache goes with the session, the refused request's own entry included.
    expect(store.getState().api.queries).toEqual({});
  });

  it('keeps the session on a failed response of another status, such as 422', async () => {
    fetchMock.mockResolvedValue(jsonResponse(422, { error: { code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ' } }));
    const store = createLoggedInStore();
    await probe(store, { path: '/api/auth/withdraw/x', method: 'POST', body: {} });
    expect(window.localStorage.getItem('token')).toBe('member-token');
    expect(store.getState().auth.currentUser).toEqual(demoMember);
  });

  it('keeps the session on a successful status 200 reply', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { balanceSatang: 100 } }));
    const store = createLoggedInStore();
    await probe(store, { path: '/api/auth/user/detail/x' });
    expect(window.localStorage.getItem('token')).toBe('member-token');
    expect(store.getState().auth.currentUser).toEqual(demoMember);
  });

  it('leaves the session alone when the caller expects a 401 (a wrong login password)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'LOGIN_INVALID', message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' } }));
    const store = createLoggedInStore();
    await probe(store, { path: '/api/auth/login', method: 'POST', body: {}, isSessionErrorExpected: true });
    expect(window.localStorage.getItem('token')).toBe('member-token');
    expect(store.getState().auth.currentUser).toEqual(demoMember);
  });

  it('sends a play-session call with its own header and without the bearer, and its 401 keeps the member signed in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'PLAY_TOKEN_INVALID', message: 'เซสชันเกมหมดอายุ' } }));
    const store = createLoggedInStore();
    await probe(store, { path: '/api/house/state', headers: { 'x-play-token': 'play-token' }, isMemberTokenOmitted: true });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('x-play-token')).toBe('play-token');
    expect(headers.has('Authorization')).toBe(false);
    expect(window.localStorage.getItem('token')).toBe('member-token');
    expect(store.getState().auth.currentUser).toEqual(demoMember);
  });
});

describe('connection rules', () => {
  it.each([
    ['503', 503],
    ['408', 408],
  ])('status %s sets the unstable-connection flag and keeps the session', async (_label, status) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { error: { code: 'LEDGER_BUSY', message: 'ระบบกำลังประมวลผล' } }));
    const store = createLoggedInStore();
    await probe(store, { path: '/api/setting' });
    expect(store.getState().appStatus.isConnectionUnstable).toBe(true);
    expect(window.localStorage.getItem('token')).toBe('member-token');
  });

  it('times a request out after 60 s and sets the flag', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock.mockImplementation(hangUntilAborted);
    const store = createAppStore();
    const pending = probe(store, { path: '/api/setting' });

    await vi.advanceTimersByTimeAsync(59_999);
    expect(store.getState().appStatus.isConnectionUnstable).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;

    expect(result.error).toMatchObject({ kind: 'timeout' });
    expect(store.getState().appStatus.isConnectionUnstable).toBe(true);
  });

  it('sets the flag when a request is cancelled', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const store = createAppStore();
    const pending = probe(store, { path: '/api/setting' });
    pending.abort();
    await vi.waitFor(() => {
      expect(store.getState().appStatus.isConnectionUnstable).toBe(true);
    });
  });

  it('sets no flag for a request cancelled because its session ended meanwhile', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const store = createLoggedInStore();
    const pending = probe(store, { path: '/api/auth/user/detail/x' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    store.dispatch(sessionTimeout());
    clearStoredSession();
    pending.abort();
    await pending;
    expect(store.getState().appStatus.isConnectionUnstable).toBe(false);
  });

  it('reports a cancelled request as such', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const controller = new AbortController();
    const pending = sendApiRequest({ path: '/api/setting' }, { signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toMatchObject({ ok: false, failure: { kind: 'cancelled' } });
  });

  it('takes a 503 saying the site is in maintenance as a maintenance report, not a connection problem, and keeps the session', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { error: { code: 'SITE_MAINTENANCE', message: 'ขณะนี้เว็บไซต์ปิดปรับปรุงระบบชั่วคราว' } }));
    const store = createLoggedInStore();
    await probe(store, { path: '/api/auth/withdraw/x', method: 'POST', body: {} });
    expect(store.getState().appStatus).toMatchObject({ isConnectionUnstable: false, isMaintenanceReported: true });
    expect(store.getState().appStatus.lastErrorMessage).toBe('ขณะนี้เว็บไซต์ปิดปรับปรุงระบบชั่วคราว');
    expect(window.localStorage.getItem('token')).toBe('member-token');
  });

  it('does not set the flag for an ordinary failure', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ต้องการ' } }));
    const store = createAppStore();
    await probe(store, { path: '/api/setting' });
    expect(store.getState().appStatus.isConnectionUnstable).toBe(false);
  });
});

describe('error recording', () => {
  it('records the server message of any failed request in global state', async () => {
    fetchMock.mockResolvedValue(jsonResponse(422, { error: { code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ' } }));
    const store = createAppStore();
    const result = await probe(store, { path: '/api/auth/withdraw/x', method: 'POST', body: {} });
    expect(result.error).toMatchObject({ status: 422, code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ' });
    expect(store.getState().appStatus.lastErrorMessage).toBe('ยอดเงินไม่เพียงพอ');
  });

  it('records a Thai message when the reply has no error body', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    const store = createAppStore();
    await probe(store, { path: '/api/setting' });
    expect(store.getState().appStatus.lastErrorMessage).toBe('เกิดข้อผิดพลาด (รหัส 502) กรุณาลองใหม่อีกครั้ง');
  });

  it('records nothing for a successful request', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: 1 }));
    const store = createAppStore();
    await probe(store, { path: '/api/setting' });
    expect(store.getState().appStatus).toMatchObject({ lastErrorMessage: null, isConnectionUnstable: false });
  });
});
