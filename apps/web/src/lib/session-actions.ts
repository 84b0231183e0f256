import { createAction } from '@reduxjs/toolkit';

/**
 * Session events that the shared HTTP client must be able to raise. They live here, not in the
 * auth feature, because lib code may not import features; the auth slice handles them.
 */

/** The server refused the session (401/403 or code 500256): the member must log in again. */
export const sessionTimeout = createAction('auth/sessionTimeout');

/** Resets the whole store to its initial state, RTK Query cache included. */
export const resetStore = createAction('LOGOUT');
