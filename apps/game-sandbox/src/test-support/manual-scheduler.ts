import type { Scheduler } from '../lib/scheduler';

/**
 * A scheduler whose time moves only when a test says so: `advance(ms)` runs every task that
 * falls due, in order, waiting for each (tasks scheduled meanwhile run too if they fall due).
 */
export function createManualScheduler() {
  let nowMs = 0;
  let sequence = 0;
  let tasks: { dueMs: number; order: number; task: () => unknown }[] = [];
  const scheduler: Scheduler & { advance(ms: number): Promise<void>; pendingCount(): number } = {
    after(delayMs, task) {
      tasks.push({ dueMs: nowMs + delayMs, order: sequence++, task });
    },
    stop() {
      tasks = [];
    },
    async advance(ms) {
      const until = nowMs + ms;
      for (;;) {
        const due = tasks.filter((each) => each.dueMs <= until).sort((a, b) => a.dueMs - b.dueMs || a.order - b.order)[0];
        if (!due) break;
        tasks = tasks.filter((each) => each !== due);
        nowMs = Math.max(nowMs, due.dueMs);
        await due.task();
      }
      nowMs = until;
    },
    pendingCount: () => tasks.length,
  };
  return scheduler;
}
