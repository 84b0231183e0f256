import { performance } from 'node:perf_hooks';

/**
 * Runs `job` `count` times with `concurrency` workers, each starting its next job as soon as
 * its last one ends, and returns the elapsed milliseconds. The first failure stops every worker.
 */
export async function runConcurrently(count: number, concurrency: number, job: () => Promise<void>): Promise<number> {
  let started = 0;
  let hasFailed = false;
  const worker = async () => {
    while (started < count && !hasFailed) {
      started += 1;
      try {
        await job();
      } catch (error) {
        hasFailed = true;
        throw error;
      }
    }
  };
  const startedAtMs = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return performance.now() - startedAtMs;
}
