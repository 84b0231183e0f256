import { randomInt } from 'node:crypto';

/** A uniform integer in [0, max): crypto.randomInt, or a fixed sequence in tests. */
export type RandomBelow = (max: number) => number;

export const cryptoRandomBelow: RandomBelow = (max) => randomInt(max);

/**
 * The index of one item, chosen with probability weight / total weight. One uniform draw over
 * the total, walked through the cumulative weights: exact for integer weights, no floating point.
 * A weight of 0 (a prize shown but never won) holds no ticket; at least one weight must be above 0.
 */
export function pickWeighted(weights: readonly number[], randomBelow: RandomBelow = cryptoRandomBelow): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (!weights.every((weight) => Number.isSafeInteger(weight) && weight >= 0) || !Number.isSafeInteger(total) || total <= 0) {
    throw new RangeError('weights must be integers of at least 0, with a total above 0');
  }
  let ticket = randomBelow(total);
  for (const [index, weight] of weights.entries()) {
    if (ticket < weight) return index;
    ticket -= weight;
  }
  throw new RangeError('randomBelow returned a number outside [0, total)');
}
