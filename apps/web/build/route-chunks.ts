import type { Plugin, Rolldown } from 'vite';
import { fontFilesOf } from './font-files.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The pages a visitor lands on, by path, with the module the router draws for each
 * (src/app/pages.ts). Their chunks are found by the app only once its own script has run, a
 * round trip late on a phone; the server names them in the page's `Link` header instead
 * (apps/api/src/plugins/route-preloads.ts), from the file this plugin writes.
 */
export const LANDING_ROUTES: Readonly<Record<string, string>> = {
  '/': 'src/app/routes/home.tsx',
  '/login': 'src/app/routes/login.tsx',
  '/auth': 'src/app/routes/auth/dashboard.tsx',
  '/auth/dashboard': 'src/app/routes/auth/dashboard.tsx',
};

/** The balance figure's digits: Kanit 600, Latin subset (credit-card.module.css). */
const BALANCE_DIGITS_FONT = /^assets\/kanit-latin-600-normal-[\w-]+\.woff2$/;

/**
 * Font files a landing page needs before the browser can find them itself. The dashboard's frame
 * shows the balance before the app has arrived (src/early/paint-balance-early.ts), in Kanit 600
 * (credit-card.module.css); its digits are the only Latin text of that weight on the page, so the
 * browser asks for that file only once the figure is written, which then paints in the fallback
 * face and changes face a moment later. Named with the page, it is there before the figure.
 */
export const LANDING_ROUTE_FONTS: Readonly<Record<string, readonly RegExp[]>> = {
  '/auth': [BALANCE_DIGITS_FONT],
  '/auth/dashboard': [BALANCE_DIGITS_FONT],
};

/** The file the server reads: each landing path with the files its chunk needs beyond the entry's. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  href: string;
  as: 'script' | 'style' | 'font';
}

const isChunk = (output: OutputBundle[string]): output is OutputChunk => output.type === 'chunk';

/** A chunk's static imports, and theirs, by file name. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk && isChunk(chunk)) for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * For each landing path: its route chunk and the chunks and style sheets it imports that the
 * entry does not already load (the entry's are in index.html), and the fonts it names.
 */
export function findRoutePreloads(
  bundle: OutputBundle,
  routes: Readonly<Record<string, string>> = LANDING_ROUTES,
  fonts: Readonly<Record<string, readonly RegExp[]>> = LANDING_ROUTE_FONTS,
): Record<string, RoutePreload[]> {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const loadedByEntry = staticClosure(bundle, entry.fileName);
  const preloads: Record<string, RoutePreload[]> = {};
  for (const [path, moduleFile] of Object.entries(routes)) {
    const routeChunk = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${moduleFile}`));
    if (!routeChunk) throw new Error(`no chunk of its own for the landing route ${moduleFile}`);
    const files = [...staticClosure(bundle, routeChunk.fileName)].filter((file) => !loadedByEntry.has(file));
    const styles = files.flatMap((file) => {
      const chunk = bundle[file];
      return chunk && isChunk(chunk) ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
    });
    preloads[path] = [
      ...files.map((file) => ({ href: `/${file}`, as: 'script' as const })),
      ...styles.map((file) => ({ href: `/${file}`, as: 'style' as const })),
      ...fontFilesOf(bundle, fonts[path] ?? []).map((file) => ({ href: `/${file}`, as: 'font' as const })),
    ];
  }
  return preloads;
}

/** Writes ROUTE_PRELOADS_FILE into the build. */
export function routeChunksPlugin(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(findRoutePreloads(bundle))}\n` });
    },
  };
}
