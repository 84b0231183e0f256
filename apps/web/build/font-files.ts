import type { Rolldown } from 'vite';

/**
 * The build's one font file that each pattern names (the file names carry a content hash). The
 * build fails when a pattern names none or several: a preload of a file the page never uses, or
 * none where one was meant, would go unnoticed otherwise.
 */
export function fontFilesOf(bundle: Rolldown.OutputBundle, patterns: readonly RegExp[]): string[] {
  return patterns.map((pattern) => {
    const matches = Object.keys(bundle).filter((fileName) => pattern.test(fileName));
    if (matches.length !== 1) throw new Error(`expected one font file for ${String(pattern)}, found ${matches.length}: ${matches.join(', ')}`);
    return matches[0] ?? '';
  });
}
