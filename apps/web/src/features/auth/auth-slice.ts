import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserProfile } from '@app/contract/user';
import { sessionTimeout } from '@/lib/session-actions';
import { loginApi } from './api/login';

/**
 * The member's session (spec section 4). Action names follow the spec: getCurrentUser,
 * noCurrentUser, LoginSuccess, LoginFail, LoginOnHomePageSuccess, LoginOnHomePageFail,
 * SessionTimeout (raised by the API client, see lib/session-actions) and Logout.
 * Clearing local storage is a side effect, done by sessionStorageMiddleware, not here.
 */
export interface AuthState {
  currentUser: UserProfile | null;
  loading: boolean;
  /** The server's message for the last failed login. */
  error: string | null;
}

const initialState: AuthState = { currentUser: null, loading: false, error: null };

function signIn(state: AuthState, action: PayloadAction<UserProfile>) {
  state.currentUser = action.payload;
  state.loading = false;
  state.error = null;
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
}

function signOut(state: AuthState) {
  state.currentUser = null;
  state.loading = false;
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

export const { getCurrentUser, noCurrentUser, loginSuccess, loginFail, loginOnHomePageSuccess, loginOnHomePageFail, logout } = authSlice.actions;

interface WithAuth {
  auth: AuthState;
}

export const selectCurrentUser = (state: WithAuth) => state.auth.currentUser;
export const selectAuthLoading = (state: WithAuth) => state.auth.loading;
export const selectAuthError = (state: WithAuth) => state.auth.error;
