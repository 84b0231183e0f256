/** The middle of the samples (the mean of the two middle ones for an even count). */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new RangeError('a median needs at least one sample');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
