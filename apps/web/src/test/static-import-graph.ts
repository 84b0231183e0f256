import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The web app's `src` folder; file names below are relative to it. */
export const SOURCE_ROOT = resolve(import.meta.dirname, '..');

function resolveImport(fromFile: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(SOURCE_ROOT, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(fromFile), specifier) : null;
  if (base === null) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && /\.tsx?$/.test(path)) ?? null;
}

/** Every source file the first screens import statically (a dynamic import() is a later chunk). */
export function staticImportGraph(entries: string[]): Set<string> {
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
