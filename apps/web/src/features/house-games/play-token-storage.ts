import type { HouseGameCode } from '@app/contract/house-games/outcome';

/**
 * The play token lives in this tab's session storage, one per game: a reload resumes the game,
 * and closing the tab forgets it. The launch token it was traded for is single-use and leaves the
 * address at once, so it is never stored.
 */
const keyOf = (game: HouseGameCode) => `house-play-token:${game}`;

function getStorage(): Storage | null {
  // Private browsing modes may refuse storage; the game then simply does not survive a reload.
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readPlayToken(game: HouseGameCode): string | null {
  return getStorage()?.getItem(keyOf(game)) ?? null;
}

export function storePlayToken(game: HouseGameCode, playToken: string): void {
  getStorage()?.setItem(keyOf(game), playToken);
}

export function forgetPlayToken(game: HouseGameCode): void {
  getStorage()?.removeItem(keyOf(game));
}
