import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { precompressOwnFilesPlugin, precompressPlugin } from './build/precompress.ts';
import { fontSubsetRangesPlugin } from './build/font-subset-ranges.ts';
import { frameworkChunkGroup } from './build/framework-chunk.ts';
import { preloadFontsPlugin } from './build/preload-fonts.ts';
import { reactRouterProductionAlias } from './build/react-router-production.ts';
import { routeChunksPlugin } from './build/route-chunks.ts';
import { serviceWorkerPlugin } from './build/service-worker.ts';
import packageJson from './package.json' with { type: 'json' };

/** The API serves the built web in production; in development Vite forwards /api to it. */
const API_ORIGIN = 'http://127.0.0.1:3000';

export const webDefines = {
  // The web-version header names the deployed build, so it comes from package.json at build time.
  __WEB_VERSION__: JSON.stringify(packageJson.version),
};

/**
 * `@/` is the web app's src folder (tsconfig.json paths say the same to TypeScript and ESLint).
 * `zod` is zod set to parse without eval, as the Content-Security-Policy requires (src/lib/zod-without-eval.ts).
 */
export const webResolve = {
  alias: [
    { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
    { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)) },
  ],
};

/**
 * Source maps hold the whole source, so the build keeps them out of the served folder: they are
 * made without a reference in the code ('hidden') and moved to dist-sourcemaps/, for whoever
 * reads an error report. (The server also refuses any .map: plugins/web-app.ts.)
 */
function keepSourceMapsOutOfDist(): Plugin {
  const mapsDir = fileURLToPath(new URL('./dist-sourcemaps/', import.meta.url));
  return {
    name: 'keep-source-maps-out-of-dist',
    apply: 'build',
    buildStart() {
      rmSync(mapsDir, { recursive: true, force: true });
    },
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const target = join(mapsDir, fileName);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(join(outDir, fileName), target);
      }
    },
  };
}

/**
 * The server's build (`vite build --ssr`): the module that draws the landing pages for the API
 * (src/server/draw-page.tsx), written outside the served folder. The libraries are built into it,
 * in their production builds as in the browser's: left in node_modules, React and Redux Toolkit
 * would choose their development builds (and the store its development checks) in an API process
 * started without NODE_ENV, at two to three times the cost of each drawing. The styles' class names
 * come out as the browser build's, so the drawn page and the app's own render agree.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  publicDir: false,
  define: { ...webDefines, 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  resolve: { alias: [...webResolve.alias, reactRouterProductionAlias(fileURLToPath(new URL('.', import.meta.url)))] },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'draw-page.js' } },
  },
});

/**
 * The dashboard frame's early script (`vite build --mode early`): src/early/main.ts as one small
 * classic script, /paint-balance-early.js, beside the app in the served folder. Built apart so that
 * none of the app's chunks is shared with it: it must run before the app's script has arrived.
 * Its name carries no hash (the server's drawn page names it, as it names /load-app-after-paint.js),
 * so it is served with no-cache.
 */
const earlyScriptBuild = defineConfig({
  publicDir: false,
  define: webDefines,
  resolve: webResolve,
  plugins: [precompressOwnFilesPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: fileURLToPath(new URL('./src/early/main.ts', import.meta.url)),
      formats: ['iife'],
      name: 'paintBalanceEarly',
      fileName: () => 'paint-balance-early.js',
    },
  },
});

/** The browser's build of the app, and `vite` in development. */
function browserBuild(command: 'build' | 'serve'): UserConfig {
  return {
    plugins: [
      react(),
      fontSubsetRangesPlugin(),
      keepSourceMapsOutOfDist(),
      preloadFontsPlugin(),
      routeChunksPlugin(),
      serviceWorkerPlugin(),
      precompressPlugin(),
    ],
    define: webDefines,
    resolve: command === 'build' ? { alias: [...webResolve.alias, reactRouterProductionAlias(fileURLToPath(new URL('.', import.meta.url)))] } : webResolve,
    server: {
      host: '127.0.0.1',
      proxy: { '/api': { target: API_ORIGIN, changeOrigin: false } },
    },
    build: {
      outDir: 'dist',
      sourcemap: 'hidden',
      rolldownOptions: {
        // The contract's modules only define schemas and constants. Saying so lets the bundler leave
        // out a module none of whose exports a page uses at run time: the first screen imports only
        // types from most of them (replies are checked in development only, src/lib/api-reply.ts),
        // so neither the schemas nor zod reach it. lib/zod-without-eval.ts keeps its side effect.
        // Shared modules of a few kilobytes become part of each chunk that uses them instead of
        // files of their own: on a phone each file costs a request and its headers, often more than
        // the file. (Rolldown's inlining of common chunks; the copies are small by definition.)
        // The framework's libraries go into one file of their own (build/framework-chunk.ts).
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4096 }, groups: [frameworkChunkGroup] } },
        treeshake: {
          moduleSideEffects: (id: string) => !id.includes('/packages/contract/'),
        },
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild, mode }) => {
  if (isSsrBuild) return serverBuild;
  if (mode === 'early') return earlyScriptBuild;
  return browserBuild(command);
});
