import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { rangeOfSubset, withSubsetRange } from './font-subset-ranges';

const require = createRequire(import.meta.url);
const kanitThai500 = require.resolve('@fontsource/kanit/thai-500.css');
const read = (path: string) => readFileSync(path, 'utf8');

describe("a font subset's unicode-range", () => {
  it("gives the Thai file of Kanit 500 the package's Thai range, and nothing else changes", () => {
    const css = read(kanitThai500);
    expect(css).not.toContain('unicode-range');
    const ranged = withSubsetRange(css, kanitThai500, read);
    expect(ranged).toContain('unicode-range: U+02D7,U+0303,U+0331,U+0E01-0E5B');
    expect(ranged?.replace(/\n\s*unicode-range:[^;]+;/, '')).toBe(css);
  });

  it('gives each subset its own range: the Latin file of Noto Sans Thai 600 covers Latin letters, not Thai', () => {
    const path = require.resolve('@fontsource/noto-sans-thai/latin-600.css');
    const range = /unicode-range: ([^;]+);/.exec(withSubsetRange(read(path), path, read) ?? '')?.[1] ?? '';
    expect(range).toMatch(/^U\+0000-00FF/);
    expect(range).not.toContain('0E01');
  });

  it('leaves a style sheet that is not one subset of @fontsource alone, or one that has a range already', () => {
    expect(withSubsetRange('a{}', '/repo/apps/web/src/styles/global.css', read)).toBeUndefined();
    const allSubsets = require.resolve('@fontsource/kanit/500.css');
    expect(withSubsetRange(read(allSubsets), allSubsets, read)).toBeUndefined();
  });

  it('finds no range for a face the package does not name', () => {
    expect(rangeOfSubset(read(require.resolve('@fontsource/kanit/500.css')), 'kanit-klingon-500-normal')).toBeUndefined();
  });
});
