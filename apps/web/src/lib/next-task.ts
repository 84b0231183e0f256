interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task of the browser's event loop, so the phone can paint and answer a tap
 * between two pieces of start-up work instead of sitting through one long task. `scheduler.yield`
 * (Chrome 129+) resumes ahead of other waiting tasks; elsewhere a message does the same job
 * without setTimeout's minimum delay.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
