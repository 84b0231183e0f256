import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, retryImport } from './lazy-with-retry';

/** A fake clock: sleeping advances time instantly, so a 120 s budget runs in microseconds. */
function createFakeClock() {
  let nowMs = 0;
  const sleeps: number[] = [];
  return {
    now: () => nowMs,
    sleep: (delayMs: number) => {
      sleeps.push(delayMs);
      nowMs += delayMs;
      return Promise.resolve();
    },
    sleeps,
  };
}

describe('retryImport', () => {
  it('returns at once when the chunk loads', async () => {
    const clock = createFakeClock();
    const importer = vi.fn().mockResolvedValue({ default: 'page' });
    await expect(retryImport(importer, clock)).resolves.toEqual({ default: 'page' });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('retries with a doubling delay until the chunk loads', async () => {
    const clock = createFakeClock();
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: 'page' });
    await expect(retryImport(importer, { ...clock, initialDelayMs: 500 })).resolves.toEqual({ default: 'page' });
    expect(importer).toHaveBeenCalledTimes(4);
    expect(clock.sleeps).toEqual([500, 1000, 2000]);
  });

  it('caps the delay', async () => {
    const clock = createFakeClock();
    const importer = vi.fn().mockRejectedValue(new Error('offline'));
    await expect(retryImport(importer, { ...clock, initialDelayMs: 500, maxDelayMs: 4000 })).rejects.toBeInstanceOf(ChunkLoadError);
    expect(Math.max(...clock.sleeps)).toBe(4000);
  });

  it('gives up with a ChunkLoadError once 120 s have passed', async () => {
    const clock = createFakeClock();
    const cause = new Error('offline');
    const importer = vi.fn().mockRejectedValue(cause);
    const failure = retryImport(importer, clock);
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toMatchObject({ cause });
    // Every wait stays inside the budget, and the budget is used up.
    expect(clock.sleeps.reduce((total, delay) => total + delay, 0)).toBe(120_000);
    expect(clock.now()).toBe(120_000);
  });
});
