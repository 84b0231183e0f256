import { performance } from 'node:perf_hooks';
import { cryptoRandomBelow, pickWeighted } from '../apps/api/src/modules/prize-draws/weighted-choice';
import { DEFAULT_WHEEL, type DefaultPrize } from '../apps/api/src/modules/rewards/reward-defaults';
import { readPositiveNumber } from './support/bench-env';
import { chiSquarePValue, chiSquareStatistic } from './support/chi-square';
import { describeMachine } from './support/machine';
import { formatNumber, printTable } from './support/print-table';

/**
 * Spins the default wheel 100,000 times (BENCH_WHEEL_SPINS) with the server's own draw
 * (pickWeighted over crypto.randomInt) and prints each segment's expected and observed count,
 * Pearson's chi-square against the weights with its p-value, and what a spin costs the brand.
 * Never asserted: pickWeighted's exactness is proven ticket by ticket in weighted-choice.test.ts;
 * this shows the random source behind it is not biased. A p-value below 0.01 now and then is
 * what chance alone produces about once in a hundred runs.
 */
const spins = Math.round(readPositiveNumber('BENCH_WHEEL_SPINS', 100_000));
const weights = DEFAULT_WHEEL.map((prize) => prize.weight);
const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);

const counts = DEFAULT_WHEEL.map(() => 0);
const startedAt = performance.now();
for (let spin = 0; spin < spins; spin += 1) {
  const index = pickWeighted(weights, cryptoRandomBelow);
  counts[index] = (counts[index] ?? 0) + 1;
}
const elapsedSeconds = (performance.now() - startedAt) / 1000;

const expected = weights.map((weight) => (spins * weight) / totalWeight);
const statistic = chiSquareStatistic(counts, expected);
const degreesOfFreedom = DEFAULT_WHEEL.length - 1;
const pValue = chiSquarePValue(statistic, degreesOfFreedom);

const creditSatang = (prize: DefaultPrize) => (prize.rewardKind === 'credit' ? prize.amount : 0);
const points = (prize: DefaultPrize) => (prize.rewardKind === 'point' ? prize.amount : 0);
const describePrize = (prize: DefaultPrize) =>
  prize.rewardKind === 'credit' ? `${formatNumber(prize.amount / 100, 2)} baht` : prize.rewardKind === 'point' ? `${prize.amount} points` : 'nothing';
/** Per spin, weighted by the chances (expected) or by the counts drawn (observed). */
const perSpin = (value: (prize: DefaultPrize) => number, shares: number[], total: number) =>
  DEFAULT_WHEEL.reduce((sum, prize, index) => sum + value(prize) * (shares[index] ?? 0), 0) / total;

console.log(describeMachine());
console.log(`spins:               ${formatNumber(spins)} in ${elapsedSeconds.toFixed(2)} s (${formatNumber(spins / elapsedSeconds)} /s)`);
console.log('');
printTable(
  ['segment', 'prize', 'weight', 'chance', 'expected', 'observed', 'difference', '(o-e)^2/e'],
  DEFAULT_WHEEL.map((prize, index) => {
    const want = expected[index] ?? 0;
    const got = counts[index] ?? 0;
    return [
      String(index),
      describePrize(prize),
      String(prize.weight),
      `${formatNumber((prize.weight / totalWeight) * 100, 1)} %`,
      formatNumber(want, 1),
      formatNumber(got),
      `${got >= want ? '+' : ''}${formatNumber(got - want, 1)}`,
      formatNumber((got - want) ** 2 / want, 3),
    ];
  }),
);
console.log('');
console.log(`chi-square:          ${statistic.toFixed(3)} with ${degreesOfFreedom} degrees of freedom`);
console.log(`p-value:             ${pValue.toFixed(4)} (the chance of a chi-square this large if the draw follows the weights)`);
console.log(
  `cost per spin:       ${formatNumber(perSpin(creditSatang, weights, totalWeight) / 100, 4)} baht expected, ${formatNumber(perSpin(creditSatang, counts, spins) / 100, 4)} baht observed`,
);
console.log(
  `points per spin:     ${formatNumber(perSpin(points, weights, totalWeight), 4)} expected, ${formatNumber(perSpin(points, counts, spins), 4)} observed`,
);
