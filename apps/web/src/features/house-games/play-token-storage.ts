import type { HouseGameCode } from '@app/contract/house-games/outcome';
import { tabStorage } from '@/lib/browser-storage';

/**
 * The play token lives in this tab's session storage, one per game: a reload resumes the game,
 * and closing the tab forgets it. The launch token it was traded for is single-use and leaves the
 * address at once, so it is never stored. Where storage is refused (private browsing), the game
 * simply does not survive a reload.
 */
const keyOf = (game: HouseGameCode) => `house-play-token:${game}`;

export function readPlayToken(game: HouseGameCode): string | null {
  return tabStorage()?.getItem(keyOf(game)) ?? null;
}

export function storePlayToken(game: HouseGameCode, playToken: string): void {
  tabStorage()?.setItem(keyOf(game), playToken);
}

export function forgetPlayToken(game: HouseGameCode): void {
  tabStorage()?.removeItem(keyOf(game));
}
