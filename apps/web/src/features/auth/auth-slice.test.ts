import { describe, expect, it } from 'vitest';
import { sessionTimeout } from '@/lib/session-actions';
import { demoMember } from '@/test/fixtures';
import {
  authSlice,
  getCurrentUser,
  loginFail,
  loginOnHomePageFail,
  loginOnHomePageSuccess,
  loginSuccess,
  logout,
  noCurrentUser,
  sessionNotReadYet,
  type AuthState,
} from './auth-slice';

const reduce = authSlice.reducer;
const initial: AuthState = { currentUser: null, loading: false, error: null, isSessionNotReadYet: false };
const signedIn: AuthState = { currentUser: demoMember, loading: false, error: null, isSessionNotReadYet: false };
const notReadYet: AuthState = { ...initial, isSessionNotReadYet: true };

describe('auth reducer', () => {
  it('starts with no user, not loading, no error', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual(initial);
  });

  it('getCurrentUser and noCurrentUser set and clear the current user', () => {
    expect(reduce(initial, getCurrentUser(demoMember)).currentUser).toEqual(demoMember);
    expect(reduce(signedIn, noCurrentUser()).currentUser).toBeNull();
  });

  it('getCurrentUser with the profile the session holds keeps its object, so no screen reading it is drawn again', () => {
    const readAgain = structuredClone(demoMember);
    expect(reduce(signedIn, getCurrentUser(readAgain)).currentUser).toBe(demoMember);
    const changed = { ...readAgain, name: 'สมหญิง ใจดี' };
    expect(reduce(signedIn, getCurrentUser(changed)).currentUser).toEqual(changed);
  });

  it.each([
    ['LoginSuccess', loginSuccess],
    ['LoginOnHomePageSuccess', loginOnHomePageSuccess],
  ])('%s stores the member and clears loading and error', (_name, action) => {
    const state = reduce({ ...initial, loading: true, error: 'old' }, action(demoMember));
    expect(state).toEqual(signedIn);
  });

  it.each([
    ['LoginFail', loginFail],
    ['LoginOnHomePageFail', loginOnHomePageFail],
  ])('%s keeps the server message as the error', (_name, action) => {
    const state = reduce({ ...initial, loading: true }, action('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง'));
    expect(state).toEqual({ ...initial, error: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' });
  });

  it.each([
    ['SessionTimeout', sessionTimeout],
    ['Logout', logout],
  ])('%s clears the current user', (_name, action) => {
    expect(reduce(signedIn, action()).currentUser).toBeNull();
  });

  it('a page drawn before the session is read has no member until the session is read, whichever way it goes', () => {
    expect(reduce(signedIn, sessionNotReadYet())).toEqual(notReadYet);
    expect(reduce(notReadYet, getCurrentUser(demoMember))).toEqual(signedIn);
    expect(reduce(notReadYet, noCurrentUser())).toEqual(initial);
    expect(reduce(notReadYet, sessionTimeout())).toEqual(initial);
  });
});
