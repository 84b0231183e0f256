import { createAction, isAnyOf } from '@reduxjs/toolkit';

/**
 * Session events that the shared HTTP client must be able to raise. They live here, not in the
 * auth feature, because lib code may not import features; the auth slice handles them.
 */

/** The server refused the session (a failed response with status 200, 401 or 403, or code 500256): the member must log in again. */
export const sessionTimeout = createAction('auth/sessionTimeout');

/** Resets the whole store to its initial state, RTK Query cache included. */
export const resetStore = createAction('LOGOUT');

/**
 * Any end of a member's session: a logout, or the server refusing the session. Either resets the
 * whole store, so the next member on a shared phone finds nothing of the last one, not even in
 * the RTK Query cache.
 */
export const endsSession = isAnyOf(resetStore, sessionTimeout);
