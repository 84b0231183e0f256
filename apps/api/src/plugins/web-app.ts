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
    // Hashed assets never change; index.html must always be fresh.
    setHeaders(response, path) {
      if (path.startsWith(join(webDistDir, 'assets'))) response.header('cache-control', 'public, max-age=31536000, immutable');
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
