/** The member categories an aggregator's games can land in (the brand's own category codes). */
export const MEMBER_CATEGORIES = ['sport', 'casino', 'slot', 'fishing', 'card', 'lotto'] as const;
export type MemberCategory = (typeof MEMBER_CATEGORIES)[number];

/**
 * Where a category the aggregator names lands when the operator has not said: by the words in
 * it, as Hub88 names its categories ("video slots", "live roulette", "crash games", ...). The
 * first sync writes each guess into the brand's mapping table, where the operator can change it;
 * from then on the table decides.
 */
const GUESSES: readonly [RegExp, MemberCategory][] = [
  [/sport|virtual/i, 'sport'],
  [/fish|shoot/i, 'fishing'],
  [/lott|keno|bingo|lucky number|scratch/i, 'lotto'],
  [/slot|megaways|jackpot/i, 'slot'],
  [/card|poker|teen patti|andar|hi-?lo|pok deng/i, 'card'],
];

export function guessMemberCategory(aggregatorCategory: string): MemberCategory {
  return GUESSES.find(([pattern]) => pattern.test(aggregatorCategory))?.[1] ?? 'casino';
}
