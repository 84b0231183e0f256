import type { Middleware } from '@reduxjs/toolkit';
import { sessionTimeout } from '@/lib/session-actions';
import { clearStoredSession } from '@/lib/session-storage';
import { logout } from './auth-slice';

/** SessionTimeout and Logout end the session in storage too, whoever dispatches them. */
export const sessionStorageMiddleware: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (logout.match(action) || sessionTimeout.match(action)) clearStoredSession();
  return result;
};
