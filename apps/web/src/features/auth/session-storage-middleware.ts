import type { Middleware } from '@reduxjs/toolkit';
import { sessionTimeout } from '@/lib/session-actions';
import { forgetPreviousLogin } from '@/lib/previous-login';
import { clearStoredSession } from '@/lib/session-storage';
import { logout } from './auth-slice';

/** SessionTimeout and Logout end the session in storage too (and the previous login told at login), whoever dispatches them. */
export const sessionStorageMiddleware: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (logout.match(action) || sessionTimeout.match(action)) {
    clearStoredSession();
    forgetPreviousLogin();
  }
  return result;
};
