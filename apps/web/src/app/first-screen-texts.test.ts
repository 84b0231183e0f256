import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import landingTexts from '../locales/th.json';
import screenTexts from '../locales/th-screens.json';

const SOURCE_ROOT = resolve(import.meta.dirname, '..');

/** The modules a visitor's first page is made of: the app's entry and the landing routes. */
const FIRST_SCREENS = ['main.tsx', 'app/routes/home.tsx', 'app/routes/login.tsx', 'app/routes/auth/dashboard.tsx'];

function resolveImport(fromFile: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(SOURCE_ROOT, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(fromFile), specifier) : null;
  if (base === null) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && /\.tsx?$/.test(path)) ?? null;
}

/** Every source file the first screens import statically (a dynamic import() is a later chunk). */
function staticImportGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = entries.map((entry) => join(SOURCE_ROOT, entry));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)) {
      if (/^(?:import|export)\s+type\s/.test(match[0])) continue;
      const target = resolveImport(file, match[1] ?? '');
      if (target) pending.push(target);
    }
  }
  return seen;
}

describe('the texts of the pages a visitor lands on', () => {
  it("are all in the bundled th.json, so the first page never waits for the other screens' texts", () => {
    const laterGroups = new Set(Object.keys(screenTexts));
    const files = staticImportGraph(FIRST_SCREENS);
    expect(files.size).toBeGreaterThan(50);
    const misplaced: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z]/g)) {
        const group = match[1] ?? '';
        if (laterGroups.has(group)) misplaced.push(`${file.slice(SOURCE_ROOT.length + 1)}: ${group}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('and th-screens.json share no group with th.json', () => {
    const landing = new Set(Object.keys(landingTexts));
    expect(Object.keys(screenTexts).filter((group) => landing.has(group))).toEqual([]);
  });
});
