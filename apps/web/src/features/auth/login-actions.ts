import type { ActionCreatorWithPayload } from '@reduxjs/toolkit';
import type { UserProfile } from '@app/contract/user';
import { loginFail, loginOnHomePageFail, loginOnHomePageSuccess, loginSuccess } from './auth-slice';

/**
 * The spec names a login by where it happened: LoginSuccess / LoginFail on the login page,
 * LoginOnHomePageSuccess / LoginOnHomePageFail in the home page's box. Both forms run the same
 * code and differ only in this pair.
 */
export interface LoginActions {
  succeed: ActionCreatorWithPayload<UserProfile>;
  /** Carries the server's message. */
  fail: ActionCreatorWithPayload<string>;
}

export const loginPageActions: LoginActions = { succeed: loginSuccess, fail: loginFail };

export const homePageLoginActions: LoginActions = { succeed: loginOnHomePageSuccess, fail: loginOnHomePageFail };
