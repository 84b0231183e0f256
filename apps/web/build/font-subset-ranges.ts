import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** A subset's own style sheet from @fontsource, such as `@fontsource/kanit/thai-500.css`. */
const SUBSET_STYLE_SHEET = /[\\/]@fontsource[\\/][\w-]+[\\/](?<subset>[a-z-]+)-(?<weight>\d{3})\.css$/;

/**
 * The unicode-range of one subset, from the package's style sheet of every subset of that weight
 * (`500.css`), where each face follows a comment naming it: `/* kanit-thai-500-normal *\/`.
 */
export function rangeOfSubset(allSubsetsCss: string, faceName: string): string | undefined {
  const start = allSubsetsCss.indexOf(`/* ${faceName} */`);
  if (start === -1) return undefined;
  const face = allSubsetsCss.slice(start, allSubsetsCss.indexOf('}', start));
  return /unicode-range:\s*([^;]+);/.exec(face)?.[1]?.trim();
}

/** The subset's style sheet with its face's unicode-range added, or undefined when the package names none. */
export function withSubsetRange(css: string, id: string, readSibling: (path: string) => string): string | undefined {
  const match = SUBSET_STYLE_SHEET.exec(id);
  if (!match?.groups || css.includes('unicode-range')) return undefined;
  const { subset, weight } = match.groups;
  const family = basename(dirname(id));
  const range = rangeOfSubset(readSibling(join(dirname(id), `${weight}.css`)), `${family}-${subset}-${weight}-normal`);
  if (!range) return undefined;
  return css.replace(/(font-weight:\s*\d+;)/, `$1\n  unicode-range: ${range};`);
}

/**
 * @fontsource's style sheet of one subset (`thai-500.css`, what styles/fonts.ts imports so that
 * only the Thai and Latin files are built) declares its face without the unicode-range its
 * all-subsets sheet gives it. Without it, every file of a family and weight claims every
 * character: the browser fetches the face declared last (Latin), finds no Thai in it, and only
 * then fetches the Thai file, a round trip and a layout later, for text that is mostly Thai.
 * With it, the browser fetches the file of each subset the text uses, at once.
 */
export function fontSubsetRangesPlugin(): Plugin {
  return {
    name: 'font-subset-ranges',
    enforce: 'pre',
    transform(code, id) {
      const css = withSubsetRange(code, id.split('?')[0] ?? id, (path) => readFileSync(path, 'utf8'));
      return css === undefined ? undefined : { code: css, map: null };
    },
  };
}
