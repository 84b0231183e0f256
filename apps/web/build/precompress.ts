import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuildPlugin } from './after-build-plugin.ts';

/** Text files worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** Below this a compressed copy saves less than the extra header costs. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` next to each text file of the build, once, at build time,
 * at the strongest settings (brotli 11 is too slow to run per request). The server sends them
 * as they are (@fastify/static `preCompressed`, plugins/web-app.ts), so a phone downloads the
 * app compressed and the server spends no CPU on it. A copy is kept only when it is smaller.
 * `only` names the files (relative to `dir`) when a build adds a few to a folder already done.
 */
export function compressBuiltFiles(dir: string, only?: readonly string[]): { file: string; bytes: number; brotli: number; gzip: number }[] {
  const files = only ? only.map((name) => join(dir, name)) : filesUnder(dir);
  return files
    .filter((file) => COMPRESSIBLE.test(file))
    .flatMap((file) => {
      const bytes = readFileSync(file);
      if (bytes.length < MIN_BYTES) return [];
      const brotli = brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      });
      const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
      if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli);
      if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
      return [{ file, bytes: bytes.length, brotli: brotli.length, gzip: gzip.length }];
    });
}

/** Runs compressBuiltFiles over the output folder once every other plugin has written to it. */
export function precompressPlugin(): Plugin {
  return afterBuildPlugin(
    'precompress-built-files',
    (outDir) => {
      compressBuiltFiles(outDir);
    },
    { last: true },
  );
}

/**
 * For a build that adds its files to a folder another build has compressed already (the early
 * script's, vite.config.ts): compresses the files this build wrote, and no other.
 */
export function precompressOwnFilesPlugin(): Plugin {
  return {
    name: 'precompress-own-files',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      compressBuiltFiles(options.dir ?? 'dist', Object.keys(bundle));
    },
  };
}
