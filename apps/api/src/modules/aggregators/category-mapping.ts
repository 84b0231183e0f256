import type { MemberGameCategory } from '@app/contract/admin-aggregators';

/**
 * Where a category the aggregator names lands when the operator has not said: by the words in
 * it, as Hub88 names its categories ("video slots", "live roulette", "crash games", ...). The
 * first sync writes each guess into the brand's mapping table, where the operator can change it;
 * from then on the table decides.
 */
const GUESSES: readonly [RegExp, MemberGameCategory][] = [
  [/sport|virtual/i, 'sport'],
  [/fish|shoot/i, 'fishing'],
  [/lott|keno|bingo|lucky number|scratch/i, 'lotto'],
  [/slot|megaways|jackpot/i, 'slot'],
  [/card|poker|teen patti|andar|hi-?lo|pok deng/i, 'card'],
];

export function guessMemberCategory(aggregatorCategory: string): MemberGameCategory {
  return GUESSES.find(([pattern]) => pattern.test(aggregatorCategory))?.[1] ?? 'casino';
}
