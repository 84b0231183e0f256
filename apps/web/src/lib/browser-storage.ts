/**
 * The browser's storages, or null where they are refused: private browsing modes may deny access
 * altogether, and the site then works without what it would have kept.
 */

/** Kept for this tab only, over reloads (a game's play token, the previous login, scroll places). */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Kept across tabs and restarts (the member's session). */
export function lastingStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
