import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserProfile } from '@app/contract/user';
import { sessionTimeout } from '@/lib/session-actions';
import { loginApi } from './api/login';

/**
 * The member's session (spec section 4). Action names follow the spec: getCurrentUser,
 * noCurrentUser, LoginSuccess, LoginFail, LoginOnHomePageSuccess, LoginOnHomePageFail,
 * SessionTimeout (raised by the API client, see lib/session-actions) and Logout.
 * Clearing local storage is a side effect, done by sessionStorageMiddleware, not here.
 *
 * One more, sessionNotReadYet, marks a member page drawn before the session is known: the server
 * draws the dashboard's frame without a member (it cannot see the browser's storage), and the
 * browser's first render of that page draws it the same way before reading the session.
 */
export interface AuthState {
  currentUser: UserProfile | null;
  loading: boolean;
  /** The server's message for the last failed login. */
  error: string | null;
  /** The session is not read yet: member pages draw their frame, with placeholders for the member. */
  isSessionNotReadYet: boolean;
}

const initialState: AuthState = { currentUser: null, loading: false, error: null, isSessionNotReadYet: false };

function signIn(state: AuthState, action: PayloadAction<UserProfile>) {
  state.currentUser = action.payload;
  state.loading = false;
  state.error = null;
  state.isSessionNotReadYet = false;
}

/**
 * The member's profile read again (the member shell's refresh): a profile that reads the same as
 * the one held keeps its object, so the screens that read the member (the whole member page) are
 * not drawn again for nothing. Profiles come as JSON and are compared as JSON.
 */
function refreshProfile(state: AuthState, action: PayloadAction<UserProfile>) {
  if (state.currentUser && JSON.stringify(state.currentUser) === JSON.stringify(action.payload)) {
    state.loading = false;
    state.error = null;
    return;
  }
  signIn(state, action);
}

function failSignIn(state: AuthState, action: PayloadAction<string>) {
  state.currentUser = null;
  state.loading = false;
  state.error = action.payload;
  state.isSessionNotReadYet = false;
}

function signOut(state: AuthState) {
  state.currentUser = null;
  state.loading = false;
  state.isSessionNotReadYet = false;
}

function awaitSession(state: AuthState) {
  state.currentUser = null;
  state.isSessionNotReadYet = true;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    getCurrentUser: refreshProfile,
    noCurrentUser: signOut,
    loginSuccess: signIn,
    loginFail: failSignIn,
    loginOnHomePageSuccess: signIn,
    loginOnHomePageFail: failSignIn,
    logout: signOut,
    sessionNotReadYet: awaitSession,
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionTimeout, signOut)
      .addMatcher(loginApi.endpoints.login.matchPending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addMatcher(loginApi.endpoints.login.matchFulfilled, (state) => {
        state.loading = false;
      })
      .addMatcher(loginApi.endpoints.login.matchRejected, (state) => {
        state.loading = false;
      });
  },
});

export const { getCurrentUser, noCurrentUser, loginSuccess, loginFail, loginOnHomePageSuccess, loginOnHomePageFail, logout, sessionNotReadYet } =
  authSlice.actions;

interface WithAuth {
  auth: AuthState;
}

export const selectCurrentUser = (state: WithAuth) => state.auth.currentUser;
export const selectAuthLoading = (state: WithAuth) => state.auth.loading;
export const selectAuthError = (state: WithAuth) => state.auth.error;
export const selectIsSessionNotReadYet = (state: WithAuth) => state.auth.isSessionNotReadYet;
