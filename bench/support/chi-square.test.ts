import { describe, expect, it } from 'vitest';
import { chiSquarePValue, chiSquareStatistic, logGamma, regularizedUpperGamma } from './chi-square';

describe('logGamma', () => {
  it.each([
    [1, 0],
    [2, 0],
    [5, Math.log(24)],
    [0.5, Math.log(Math.sqrt(Math.PI))],
    [0.1, Math.log(9.513507698668732)],
    [51, 148.47776695177305], // ln 50!
  ])('ln Γ(%d) = %d', (x, expected) => {
    expect(logGamma(x)).toBeCloseTo(expected, 10);
  });
});

describe('chi-square p-value', () => {
  // Critical values from the chi-square table (upper-tail probabilities).
  it.each([
    [3.841458820694124, 1, 0.05],
    [6.634896601021214, 1, 0.01],
    [11.070497693516351, 5, 0.05],
    [6.345811195595612, 7, 0.5],
    [14.067140449340169, 7, 0.05],
    [23.209251158954356, 10, 0.01],
    [124.34211340400407, 100, 0.05],
  ])('chi2 = %d with %d degrees of freedom has p = %d', (statistic, degreesOfFreedom, p) => {
    expect(chiSquarePValue(statistic, degreesOfFreedom)).toBeCloseTo(p, 9);
  });

  it('is exp(-x/2) with two degrees of freedom, 1 at zero and vanishing far out', () => {
    for (const x of [0.1, 1, 2, 10, 40]) expect(chiSquarePValue(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
    expect(chiSquarePValue(0, 3)).toBe(1);
    expect(chiSquarePValue(10_000, 3)).toBeLessThan(1e-100);
  });

  it('refuses impossible arguments', () => {
    expect(() => regularizedUpperGamma(0, 1)).toThrow(RangeError);
    expect(() => regularizedUpperGamma(1, -1)).toThrow(RangeError);
    expect(() => logGamma(0)).toThrow(RangeError);
  });
});

describe('chi-square statistic', () => {
  it('sums (observed − expected)² / expected', () => {
    expect(chiSquareStatistic([10, 20, 30], [20, 20, 20])).toBe(10);
    expect(chiSquareStatistic([5, 5], [5, 5])).toBe(0);
  });

  it('refuses mismatched or empty categories and non-positive expectations', () => {
    expect(() => chiSquareStatistic([1, 2], [1])).toThrow(RangeError);
    expect(() => chiSquareStatistic([1], [1])).toThrow(RangeError);
    expect(() => chiSquareStatistic([1, 2], [0, 3])).toThrow(RangeError);
  });
});
