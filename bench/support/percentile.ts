/**
 * The nearest-rank percentile of `samples`: the smallest sample that at least `percent` % of the
 * samples are less than or equal to. It is always one of the samples, never an interpolation, so a
 * p99 of latencies is a latency some call really had.
 */
export function percentile(samples: readonly number[], percent: number): number {
  if (samples.length === 0) throw new RangeError('a percentile needs at least one sample');
  if (!(percent > 0 && percent <= 100)) throw new RangeError(`percent must be in (0, 100], got ${percent}`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((percent / 100) * sorted.length);
  return sorted[rank - 1] ?? Number.NaN;
}
