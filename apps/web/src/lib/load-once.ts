/**
 * A loader that runs once and hands every later caller the same promise, unless it failed: a
 * request lost on a weak signal is asked again by the next caller (a screen's retry), instead of
 * the failure being kept for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
