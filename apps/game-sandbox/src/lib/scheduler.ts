/**
 * Every delayed action of the sandbox (a casino result, a sport result, a lotto draw, a wallet
 * retry) goes through one scheduler, so `close()` can stop them all and tests can drive time
 * by hand instead of waiting for it.
 */
export interface Scheduler {
  /** Runs `task` once after `delayMs`. A task's failure is logged, never thrown at the caller. */
  after(delayMs: number, task: () => unknown): void;
  /** Cancels everything not yet run; later calls to `after` are ignored. */
  stop(): void;
}

export type ErrorLog = (message: string, error: unknown) => void;

/** A scheduler on Node's timers. */
export function createTimerScheduler(logError: ErrorLog): Scheduler {
  const handles = new Set<NodeJS.Timeout>();
  let isStopped = false;
  return {
    after(delayMs, task) {
      if (isStopped) return;
      const handle = setTimeout(
        () => {
          handles.delete(handle);
          Promise.resolve()
            .then(task)
            .catch((error: unknown) => logError('a scheduled task failed', error));
        },
        Math.max(0, delayMs),
      );
      handles.add(handle);
    },
    stop() {
      isStopped = true;
      for (const handle of handles) clearTimeout(handle);
      handles.clear();
    },
  };
}
