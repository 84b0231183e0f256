import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPublicSettingsApi } from '../features/settings/api/get-public-settings';
import { loginApi } from '../features/auth/api/login';
import { getCurrentUser, logout } from '../features/auth/auth-slice';
import { restoreSession } from '../features/auth/restore-session';
import { connectionBecameUnstable, requestFailed } from '../lib/app-status-slice';
import { resetStore, sessionTimeout } from '../lib/session-actions';
import { storeSession } from '../lib/session-storage';
import { testSettings } from '../test/api-stub';
import { createDeferred, demoMember, jsonResponse } from '../test/fixtures';
import { createAppStore } from './store';

const settingsReply = { data: testSettings };

afterEach(() => vi.unstubAllGlobals());

describe('LOGOUT and SessionTimeout', () => {
  it.each([
    ['LOGOUT', resetStore],
    ['SessionTimeout', sessionTimeout],
  ])('%s returns the whole store, RTK Query cache included, to its initial state', async (_name, endSession) => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, settingsReply)));
    const store = createAppStore();
    const initialState = store.getState();

    store.dispatch(getCurrentUser(demoMember));
    store.dispatch(requestFailed('ยอดเงินไม่เพียงพอ'));
    store.dispatch(connectionBecameUnstable());
    await store.dispatch(getPublicSettingsApi.endpoints.getPublicSettings.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);

    store.dispatch(endSession());

    const state = store.getState();
    expect(state.auth).toEqual(initialState.auth);
    expect(state.appStatus).toEqual(initialState.appStatus);
    expect(state.api.queries).toEqual({});
    expect(state.api.mutations).toEqual({});
    expect(state.api.provided).toEqual(initialState.api.provided);
  });
});

describe('stored session', () => {
  it.each([
    ['Logout', logout],
    ['SessionTimeout', sessionTimeout],
  ])('%s removes the token and imiUser from local storage', (_name, action) => {
    storeSession({ token: 'member-token', user: demoMember });
    const store = createAppStore();
    store.dispatch(action());
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('imiUser')).toBeNull();
  });

  it('restores the current user when both the token and imiUser are stored', () => {
    storeSession({ token: 'member-token', user: demoMember });
    const store = createAppStore();
    restoreSession(store.dispatch);
    expect(store.getState().auth.currentUser).toEqual(demoMember);
  });

  it('has no current user when only half a session is stored, and drops the half', () => {
    window.localStorage.setItem('token', 'member-token');
    const store = createAppStore();
    restoreSession(store.dispatch);
    expect(store.getState().auth.currentUser).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('ignores a stored profile that does not match the contract', () => {
    window.localStorage.setItem('token', 'member-token');
    window.localStorage.setItem('imiUser', JSON.stringify({ uuid: 'not-a-uuid' }));
    const store = createAppStore();
    restoreSession(store.dispatch);
    expect(store.getState().auth.currentUser).toBeNull();
  });
});

describe('login loading flag', () => {
  it('is on while the login request is pending and off when it is done', async () => {
    const reply = createDeferred<Response>();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockReturnValue(reply.promise));
    const store = createAppStore();

    const pending = store.dispatch(loginApi.endpoints.login.initiate({ username: 'demo', password: 'wrong-password' }));
    expect(store.getState().auth.loading).toBe(true);

    reply.resolve(jsonResponse(401, { error: { code: 'LOGIN_INVALID', message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' } }));
    await pending;
    expect(store.getState().auth.loading).toBe(false);
  });
});
