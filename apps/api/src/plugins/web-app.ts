import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app from the same port as the API. Paths that are not files get
 * index.html, so the web router can draw /auth/dashboard, /404 and the rest. Source maps are
 * never served: the build keeps them outside this folder (apps/web/dist-sourcemaps), and one
 * that got in anyway is refused, since it would publish the whole source.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  if (!existsSync(join(webDistDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    // The build wrote brotli and gzip copies of every text file (apps/web/build/precompress.ts):
    // sent as they are to a browser that accepts them, with `vary: accept-encoding`.
    preCompressed: true,
    // Hashed assets never change, so a browser keeps them for a year. Every other file
    // (index.html, the service worker, the favicon, brand files) keeps its name across releases,
    // so the browser asks again each time (a 304 when unchanged) and never runs a stale release.
    setHeaders(response, path) {
      const isHashedAsset = path.startsWith(join(webDistDir, 'assets'));
      response.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/docs');
}

/** A path the web app's router draws: not the API, not a built asset, not a source map. */
export function isPagePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return !isApiPath(path) && !path.startsWith('/assets/') && !path.endsWith('.map');
}
