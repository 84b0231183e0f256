import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionAlias } from './react-router-production';

/** The text of a package entry with the chunks it imports from beside it. */
function readWithChunks(entry: string): string {
  const text = readFileSync(entry, 'utf8');
  const chunks = [...text.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((match) => readFileSync(join(dirname(entry), match[1] ?? ''), 'utf8'));
  return [text, ...chunks].join('\n');
}

describe("the build's React Router", () => {
  // The tests run from the repository's root; the package resolves from there as from the web app.
  const alias = reactRouterProductionAlias(process.cwd());

  it('is the production build the package ships, with its development warnings off', () => {
    const code = readWithChunks(alias.replacement);
    expect(code).toContain('ENABLE_DEV_WARNINGS = false');
    expect(code).toContain('createBrowserRouter');
  });

  it("replaces the package's main entry only, as the app imports it", () => {
    const find = alias.find as RegExp;
    expect(find.test('react-router')).toBe(true);
    expect(find.test('react-router/dom')).toBe(false);
  });
});
