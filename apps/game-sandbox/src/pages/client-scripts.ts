import { readFileSync } from 'node:fs';
import type { EngineKind } from '../catalogue/games';

/**
 * The pages' scripts are plain browser JavaScript files beside this one (client/), read once
 * and inlined into each page: common.js (balance, messages, requests) and the engine's own.
 */
const SCRIPT_OF: Record<EngineKind, string> = {
  slot: 'slot.js',
  fishing: 'fishing.js',
  baccarat: 'table.js',
  roulette: 'table.js',
  'dragon-tiger': 'table.js',
  hilo: 'table.js',
  'pok-deng': 'table.js',
  sport: 'sport.js',
  lotto: 'lotto.js',
};

const cache = new Map<string, string>();

function readClientScript(file: string): string {
  const cached = cache.get(file);
  if (cached !== undefined) return cached;
  const text = readFileSync(new URL(`./client/${file}`, import.meta.url), 'utf8');
  cache.set(file, text);
  return text;
}

export function pageScriptFor(engine: EngineKind): string {
  return `${readClientScript('common.js')}\n${readClientScript(SCRIPT_OF[engine])}`;
}
