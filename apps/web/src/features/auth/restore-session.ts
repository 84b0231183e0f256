import type { Dispatch } from '@reduxjs/toolkit';
import { clearStoredSession, readStoredSession } from '@/lib/session-storage';
import { getCurrentUser, noCurrentUser } from './auth-slice';

/** At start-up: a stored token and profile make a current user; half a session is thrown away. */
export function restoreSession(dispatch: Dispatch): void {
  const session = readStoredSession();
  if (session) {
    dispatch(getCurrentUser(session.user));
    return;
  }
  clearStoredSession();
  dispatch(noCurrentUser());
}
