import type { UserProfile } from '@app/contract/user';
import { isStoredProfile } from './stored-profile';
import { lastingStorage } from './browser-storage';

/** The storage keys the member site has always used; other tabs and old builds read them too. */
const TOKEN_KEY = 'token';
const USER_KEY = 'imiUser';

export interface StoredSession {
  token: string;
  user: UserProfile;
}

function parseUser(raw: string | null): UserProfile | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredProfile(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return lastingStorage()?.getItem(TOKEN_KEY) ?? null;
}

/** A session exists only when both the token and a valid profile are stored (spec section 4). */
export function readStoredSession(): StoredSession | null {
  const storage = lastingStorage();
  if (!storage) return null;
  const token = storage.getItem(TOKEN_KEY);
  const user = parseUser(storage.getItem(USER_KEY));
  return token && user ? { token, user } : null;
}

export function storeSession(session: StoredSession): void {
  const storage = lastingStorage();
  storage?.setItem(TOKEN_KEY, session.token);
  storage?.setItem(USER_KEY, JSON.stringify(session.user));
}

export function storeUser(user: UserProfile): void {
  lastingStorage()?.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  const storage = lastingStorage();
  storage?.removeItem(TOKEN_KEY);
  storage?.removeItem(USER_KEY);
}
