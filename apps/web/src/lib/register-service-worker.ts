import { afterPageSettles } from './after-page-settles';

/**
 * Registers the service worker the build writes (apps/web/build/service-worker.ts): the site is
 * installable and starts with no network, showing its offline notice. Only a built site has one;
 * the Vite dev server and the unit tests never register it.
 *
 * A new release's worker takes over by itself (skipWaiting, clientsClaim). A page that was
 * already running then still runs the release before, against a new API, so it is reloaded at
 * its next link, a moment when the member leaves the screen anyway (a half-filled form is
 * never thrown away).
 */
export const SERVICE_WORKER_URL = '/sw.js';

/** Whether a new release's worker took over this page, which runs the release before. */
let isReleaseReplaced = false;

function followLinksWithFullLoad(event: MouseEvent): void {
  if (!isReleaseReplaced || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || (link.target && link.target !== '_self')) return;
  // The router would draw the next screen with the old scripts; the browser loads the new release instead.
  event.stopPropagation();
}

function watchForNewRelease(container: ServiceWorkerContainer): void {
  // A page the worker did not control yet (the first visit) is simply claimed: not a new release.
  const wasControlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (wasControlled) isReleaseReplaced = true;
  });
  document.addEventListener('click', followLinksWithFullLoad, { capture: true });
}

async function register(container: ServiceWorkerContainer): Promise<void> {
  const registration = await container.register(SERVICE_WORKER_URL);
  // A phone keeps the site open for days: look for a new release whenever it comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const container = navigator.serviceWorker;
  watchForNewRelease(container);
  // Once the first screen is drawn and the phone is idle: the worker downloads the whole shell
  // (about 270 KB on the wire), which would otherwise share the connection and the thread with
  // the screen the member opened (the dashboard's balance came about 90 ms later with it at the
  // load event).
  afterPageSettles(() => {
    register(container).catch(() => undefined);
  });
}
