import type { Plugin } from 'vite';
import { fontFilesOf } from './font-files.ts';

/**
 * The body text's font files, Thai and Latin subsets of Noto Sans Thai at weight 400: the first
 * thing the page writes is body text, and a font found only once the CSS is parsed would arrive
 * late and swap the text twice. The other weights and Kanit load when a page uses them, with
 * `font-display: swap` (@fontsource's own setting).
 */
const PRELOADED_FONTS = [/^assets\/noto-sans-thai-latin-400-normal-[\w-]+\.woff2$/, /^assets\/noto-sans-thai-thai-400-normal-[\w-]+\.woff2$/];

/** Adds `<link rel="preload" as="font">` for PRELOADED_FONTS to the built index.html. */
export function preloadFontsPlugin(): Plugin {
  return {
    name: 'preload-body-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return fontFilesOf(context.bundle ?? {}, PRELOADED_FONTS).map((fileName) => ({
          tag: 'link',
          // Fonts are fetched in CORS mode even from the same origin, so the preload must be too.
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${fileName}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
