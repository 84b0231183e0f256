import type { GameCategory } from './api/get-game-categories';

/**
 * The tab the games page opens on: the category the address asks for when the brand has it,
 * otherwise the brand's default (sport), otherwise the first. The dashboard's all-games tile asks
 * for none of them on purpose, so it lands on the default.
 */
export function pickCategory(categories: readonly GameCategory[], requested: string | null): GameCategory | null {
  return categories.find((category) => category.code === requested) ?? categories.find((category) => category.isDefault) ?? categories[0] ?? null;
}
