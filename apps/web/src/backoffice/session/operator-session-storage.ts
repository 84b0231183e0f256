import type { adminLoginResponseSchema } from '@app/contract/admin';
import type { z } from 'zod';
import { isStoredOperatorSession } from './stored-operator-session';

/**
 * The operator's session in local storage, under keys of its own: the member's `token` and
 * `imiUser` are never read or written here, so a member and an operator signed in in the same
 * browser never end each other's session.
 */
const SESSION_KEY = 'backofficeSession';
const BRAND_KEY = 'backofficeBrandId';

/** What `POST /api/admin/login` answers: the bearer token, when it ends, and who signed in. */
export type OperatorSession = z.infer<typeof adminLoginResponseSchema>;
export type Operator = OperatorSession['operator'];

function getStorage(): Storage | null {
  // Private browsing modes may refuse storage access; the console then forgets on reload.
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored session, or null when there is none, it is damaged or it has passed its end. */
export function readStoredOperatorSession(now: Date = new Date()): OperatorSession | null {
  const raw = getStorage()?.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredOperatorSession(parsed)) return null;
    return new Date(parsed.expiresAt) > now ? parsed : null;
  } catch {
    return null;
  }
}

export function storeOperatorSession(session: OperatorSession): void {
  getStorage()?.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearStoredOperatorSession(): void {
  getStorage()?.removeItem(SESSION_KEY);
}

/** Operators work across brands; the console remembers the last one chosen. */
export function readStoredBrandId(): string | null {
  return getStorage()?.getItem(BRAND_KEY) ?? null;
}

export function storeBrandId(brandId: string): void {
  getStorage()?.setItem(BRAND_KEY, brandId);
}
