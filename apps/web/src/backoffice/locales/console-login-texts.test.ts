import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOURCE_ROOT, staticImportGraph } from '@/test/static-import-graph';
import { consoleScreenTextsTh } from './console-screen-texts-th';

describe("the console's login page", () => {
  it("reads only the shell's texts, so it never waits for the screens' (backoffice-i18n.ts)", () => {
    const screenGroups = new Set(Object.keys(consoleScreenTextsTh));
    const consoleFiles = [...staticImportGraph(['backoffice/backoffice-app.tsx'])].filter((file) => file.includes('/backoffice/'));
    expect(consoleFiles.length).toBeGreaterThan(20);
    const misplaced: string[] = [];
    for (const file of consoleFiles) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z]/g)) {
        const group = match[1] ?? '';
        if (screenGroups.has(group)) misplaced.push(`${file.slice(SOURCE_ROOT.length + 1)}: ${group}`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});
