import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import landingTexts from '../locales/th.json';
import screenTexts from '../locales/th-screens.json';
import { SOURCE_ROOT, staticImportGraph } from '@/test/static-import-graph';

/**
 * The modules a visitor's first page is made of: the app's entry and the landing routes, and the
 * console's app, whose login page is an operator's first page (its screens are later chunks).
 */
const FIRST_SCREENS = ['main.tsx', 'app/routes/home.tsx', 'app/routes/login.tsx', 'app/routes/auth/dashboard.tsx', 'backoffice/backoffice-app.tsx'];

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
