import type { GameCategory } from './api/get-game-categories';

/**
 * The category tab the games page opens on: the category the address asks for when the brand has
 * it, otherwise the brand's default (sport), otherwise the first. The all-games tile asks for
 * `all`, which is no category: GamesByCategory shows every game under a tab of its own.
 */
export function pickCategory(categories: readonly GameCategory[], requested: string | null): GameCategory | null {
  return categories.find((category) => category.code === requested) ?? categories.find((category) => category.isDefault) ?? categories[0] ?? null;
}
