/**
 * Pearson's chi-square goodness-of-fit test, for benches that check observed counts against the
 * chances they were drawn with. The p-value is the chance of a statistic at least this large if
 * the counts do follow the chances: Q(k/2, x/2), the regularized upper incomplete gamma function,
 * computed here (no statistics library is a dependency).
 */

const LANCZOS_G = 7;
const LANCZOS_COEFFICIENTS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
];
const MAX_ITERATIONS = 10_000;
const RELATIVE_EPSILON = 1e-15;
const TINY = 1e-300;

/** ln Γ(x) for x > 0, by the Lanczos approximation (g = 7, nine terms): about 15 significant digits. */
export function logGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`logGamma needs x > 0, got ${x}`);
  // The reflection formula keeps the approximation where it is accurate.
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = 0;
  for (const [index, coefficient] of LANCZOS_COEFFICIENTS.entries()) sum += index === 0 ? coefficient : coefficient / (shifted + index);
  const t = shifted + LANCZOS_G + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** P(a, x) by its power series; converges quickly for x < a + 1. */
function lowerGammaSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_ITERATIONS; n += 1) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * RELATIVE_EPSILON) return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
  }
  throw new Error(`the gamma series did not converge for a=${a}, x=${x}`);
}

/** Q(a, x) by its continued fraction (modified Lentz); converges quickly for x >= a + 1. */
function upperGammaContinuedFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let fraction = d;
  for (let n = 1; n < MAX_ITERATIONS; n += 1) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    fraction *= step;
    if (Math.abs(step - 1) < RELATIVE_EPSILON) return fraction * Math.exp(-x + a * Math.log(x) - logGamma(a));
  }
  throw new Error(`the gamma continued fraction did not converge for a=${a}, x=${x}`);
}

/** Q(a, x) = Γ(a, x) / Γ(a), the regularized upper incomplete gamma function, for a > 0 and x >= 0. */
export function regularizedUpperGamma(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`regularizedUpperGamma needs a > 0 and x >= 0, got a=${a}, x=${x}`);
  if (x === 0) return 1;
  return x < a + 1 ? 1 - lowerGammaSeries(a, x) : upperGammaContinuedFraction(a, x);
}

/** The chance that a chi-square variable with `degreesOfFreedom` is at least `statistic`. */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  return regularizedUpperGamma(degreesOfFreedom / 2, statistic / 2);
}

/** Σ (observed − expected)² / expected over the categories. */
export function chiSquareStatistic(observed: readonly number[], expected: readonly number[]): number {
  if (observed.length !== expected.length || observed.length < 2) throw new RangeError('chi-square needs two or more categories, as many observed as expected');
  return observed.reduce((sum, count, index) => {
    const want = expected[index] ?? 0;
    if (!(want > 0)) throw new RangeError('every expected count must be positive');
    return sum + (count - want) ** 2 / want;
  }, 0);
}
