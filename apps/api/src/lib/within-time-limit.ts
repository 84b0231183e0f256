/** `work`'s result, or a rejection once `limitMs` has passed without one. */
export function withinTimeLimit<T>(work: Promise<T>, limitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no reply within ${String(limitMs)} ms`)), limitMs);
  });
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer));
}
