import { CREDIT_CACHE_KEY, getCreditApi } from './get-credit';

/** How long a read started at app start stands in for a display's own first read. */
const EARLY_READ_COVERS_MS = 5_000;

let earlyRead: { username: string; startedAt: number } | null = null;

/**
 * Asks for the signed-in member's balance while the app's script is still starting (app/start-early.ts),
 * into the slot every credit display reads: left to the dashboard, the request would leave only
 * after its chunk has loaded and drawn, a round trip later on a phone's connection.
 */
export function readCreditEarly(dispatch: (action: ReturnType<typeof getCreditApi.endpoints.getCredit.initiate>) => unknown, username: string): void {
  earlyRead = { username, startedAt: Date.now() };
  void dispatch(getCreditApi.endpoints.getCredit.initiate({ username }, { fixedCacheKey: CREDIT_CACHE_KEY }));
}

/**
 * Whether an early read covers the first display of `username`'s balance arriving now, so it
 * does not ask the server a second time. True at most once: every later display, and a retry,
 * asks as before.
 */
export function takeEarlyCreditRead(username: string, now = Date.now()): boolean {
  const read = earlyRead;
  earlyRead = null;
  return read !== null && read.username === username && now - read.startedAt < EARLY_READ_COVERS_MS;
}
