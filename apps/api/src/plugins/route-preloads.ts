import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The file the web build writes (apps/web/build/route-chunks.ts): each landing page's path with
 * the script chunks and style sheets its route needs beyond the entry's, and the font files it
 * needs before the browser would find them.
 */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type RoutePreloads = Record<string, { href: string; as: 'script' | 'style' | 'font' }[]>;

/** Only paths of the build's own assets go into a header: nothing another file could smuggle in. */
const ASSET_PATH = /^\/assets\/[\w.-]+\.(js|css|woff2)$/;

/**
 * One file's `Link` value, in the mode the page then asks for it: the app asks for a route's style
 * sheets in CORS mode (`crossorigin`, as Vite's loader does), and a browser fetches every font in
 * CORS mode; a preload in another mode is not used, and the file is downloaded twice.
 */
function linkOf(file: RoutePreloads[string][number]): string {
  if (file.as === 'style') return `<${file.href}>; rel=preload; as=style; crossorigin`;
  if (file.as === 'font') return `<${file.href}>; rel=preload; as=font; type="font/woff2"; crossorigin`;
  return `<${file.href}>; rel=modulepreload`;
}

function readRoutePreloads(webDistDir: string): RoutePreloads {
  const file = join(webDistDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return typeof parsed === 'object' && parsed !== null ? (parsed as RoutePreloads) : {};
}

/**
 * The `Link` header value naming a landing page's route chunk, its styles and fonts, so the
 * browser fetches them with the app's own script instead of after it has run (`modulepreload` for
 * the module scripts, `preload` for the sheets and fonts). Read once from the build: the files of
 * a release never change. Undefined for any other path.
 */
export function createRoutePreloadLinks(webDistDir: string): (url: string) => string | undefined {
  const byPath = new Map<string, string>();
  for (const [path, files] of Object.entries(readRoutePreloads(webDistDir))) {
    const links = files.filter((file) => ASSET_PATH.test(file.href)).map(linkOf);
    if (links.length > 0) byPath.set(path, links.join(', '));
  }
  return (url) => {
    const path = (url.split('?')[0] ?? '').replace(/(.)\/$/, '$1');
    return byPath.get(path);
  };
}

/**
 * A landing page's route files by path, for the page the server draws (plugins/drawn-pages):
 * its styles and font preloads go into the drawn page's head, its scripts are asked for with the app's.
 */
export function createRouteFiles(webDistDir: string): (path: string) => { scripts: string[]; styles: string[]; fonts: string[] } {
  const byPath = readRoutePreloads(webDistDir);
  return (path) => {
    const files = (byPath[path] ?? []).filter((file) => ASSET_PATH.test(file.href));
    const hrefsOf = (kind: 'script' | 'style' | 'font') => files.filter((file) => file.as === kind).map((file) => file.href);
    return { scripts: hrefsOf('script'), styles: hrefsOf('style'), fonts: hrefsOf('font') };
  };
}

/** Several `Link` header values as one, or undefined when none has any. */
export function joinLinks(values: readonly (string | undefined)[]): string | undefined {
  const present = values.filter((value): value is string => Boolean(value));
  return present.length > 0 ? present.join(', ') : undefined;
}
