import { tabStorage } from './browser-storage';

/**
 * When the member's previous login began, as the login reply told it (58 Pa. Code § 812a.3(a)(4):
 * shown when a member logs in; docs/player-protection.md). Kept for the tab's session, so a reload
 * of the dashboard still shows it; a new login replaces it and a logout forgets it.
 */
const KEY = 'previousLoginAt';

/** `at`: the ISO time of the previous login; null when this login was the first. */
export function rememberPreviousLogin(at: string | null): void {
  tabStorage()?.setItem(KEY, at ?? '');
}

/** The previous login's ISO time; null for a first login; undefined when no login of this tab told it. */
export function readPreviousLogin(): string | null | undefined {
  const stored = tabStorage()?.getItem(KEY);
  if (stored === null || stored === undefined) return undefined;
  return stored === '' ? null : stored;
}

export function forgetPreviousLogin(): void {
  tabStorage()?.removeItem(KEY);
}
