/**
 * The longest the browser's idle moment is waited for: a page that keeps its phone busy (a game's
 * animation) still gets the work done.
 */
export const IDLE_WAIT_LIMIT_MS = 10_000;

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** Runs `run` at the browser's next idle moment; returns what cancels it. */
function whenIdle(run: () => void): () => void {
  const { requestIdleCallback, cancelIdleCallback } = window as IdleWindow;
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback.call(window, run, { timeout: IDLE_WAIT_LIMIT_MS });
    return () => cancelIdleCallback?.call(window, handle);
  }
  // Safari has no idle callback: a timer lets the page's first screen finish first there.
  const timer = window.setTimeout(run, 0);
  return () => window.clearTimeout(timer);
}

/**
 * Runs `work` once the page has loaded and the phone then has nothing else to do: after the first
 * screen's script, its drawing and the requests its drawing started. For work the member does not
 * wait for (the service worker's download of the whole shell) that would otherwise share the
 * phone's connection and its one busy thread with the screen they opened.
 *
 * Returns what cancels it, for a screen that goes away first.
 *
 * The `load` event alone is too early on a page the app draws itself: the scripts have arrived,
 * but the screen has not been drawn nor its data asked for (docs/performance.md).
 */
export function afterPageSettles(work: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(work);
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => {
    cancelIdle = whenIdle(work);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}
