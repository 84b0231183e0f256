import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { generateSW, type GenerateSWOptions } from 'workbox-build';
import { afterBuildPlugin } from './after-build-plugin.ts';

/** The worker's file, at the site root so that its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Built files under /assets/ that a text file names: scripts, style sheets and woff2 fonts. */
function assetsNamedIn(text: string, extensions: string): string[] {
  const pattern = new RegExp(`/(assets/[\\w.-]+\\.(?:${extensions}))\\b`, 'g');
  return [...text.matchAll(pattern)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/**
 * The app shell: index.html, every script, style sheet and font it loads, and the woff2 fonts its
 * style sheets name. Enough for the site to start with no network and show its offline notice;
 * the screens' own chunks are kept as they are loaded (the assets route below), so a phone does not
 * download the whole console and every game to be installable.
 */
export function listShellFiles(outDir: string): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const loadedByHtml = assetsNamedIn(html, 'js|css|woff2');
  const fonts = loadedByHtml.filter((file) => file.endsWith('.css')).flatMap((file) => assetsNamedIn(readFileSync(join(outDir, file), 'utf8'), 'woff2'));
  return ['index.html', ...new Set([...loadedByHtml, ...fonts])];
}

/**
 * What the worker does. Only the build's own files are ever cached: nothing under /api is
 * handled at all, so a balance, a withdrawal or a session is always the server's answer of the
 * moment. Pages come from the network (so a new release is seen at once, and index.html is
 * no-cache on the server) and fall back to the cached shell only when the network fails, where
 * the shell starts and shows the offline notice. A new worker takes over as soon as it is
 * installed; apps/web/src/lib/register-service-worker.ts reloads a page that still runs the
 * release before at its next link.
 */
export function serviceWorkerOptions(outDir: string): GenerateSWOptions {
  return {
    globDirectory: outDir,
    globPatterns: listShellFiles(outDir),
    // The hashed names already change with their content; index.html gets a revision hash.
    dontCacheBustURLsMatching: /^assets\//,
    // The shell answers a page only when the network fails (below), never in place of "/".
    directoryIndex: null,
    swDest: join(outDir, SERVICE_WORKER_FILE),
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    disableDevLogs: true,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // The page request starts while the worker wakes up, so the worker adds no wait to it.
    navigationPreload: true,
    runtimeCaching: [
      {
        // Top-level pages only (never frames, the API's documentation or the API itself).
        urlPattern: ({ request, url }) => request.mode === 'navigate' && request.destination === 'document' && !/^\/(api|docs)(\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
      {
        // Hashed files never change under their name, so a kept copy is never stale.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'assets',
          expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  };
}

/**
 * Writes the service worker (Workbox's generateSW) once Vite has written the build, before the
 * precompress plugin makes brotli and gzip copies of the output (its closeBundle runs last).
 */
export function serviceWorkerPlugin(): Plugin {
  return afterBuildPlugin('service-worker', async function writeServiceWorker(outDir) {
    const { count, size, warnings } = await generateSW(serviceWorkerOptions(outDir));
    for (const warning of warnings) this.warn(warning);
    this.info(`${SERVICE_WORKER_FILE}: ${String(count)} shell files, ${String(Math.round(size / 1024))} KB precached`);
  });
}
