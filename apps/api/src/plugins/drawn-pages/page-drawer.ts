import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the web app's server build draws (apps/web/src/server/draw-page.tsx). */
export interface DrawnPage {
  html: string;
  apiState: Record<string, unknown>;
  title: string;
  accentColor: string;
  /**
   * A member page's frame, drawn before the member is known: its document also carries the
   * script that asks for the stored member's balance as the page arrives (the web's early/).
   */
  isMemberFrame?: boolean;
}

export interface DrawPageModule {
  isDrawnPagePath(path: string): boolean;
  drawPage(path: string, fetchFn: typeof fetch): Promise<DrawnPage | undefined>;
  /** The brand's replies the first screen waits on (app/brand-replies.ts), as the app's store holds them. */
  fetchBrandReplies(fetchFn: typeof fetch): Promise<Record<string, unknown> | undefined>;
}

/** The file `npm run build -w apps/web` writes beside the served folder. */
const DRAW_PAGE_FILE = 'draw-page.js';

/** The web app's page drawing, or undefined when the server build is not there (API tests, say). */
export async function loadDrawPageModule(serverBuildDir: string): Promise<DrawPageModule | undefined> {
  const file = join(serverBuildDir, DRAW_PAGE_FILE);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as DrawPageModule;
}

interface CacheEntry<Value> {
  page: Promise<Value | undefined>;
  drawnAt: number;
}

/**
 * Draws each landing page of a brand at most once per `lifetimeMs`, every visitor in between
 * getting the same drawing: a page costs 50-100 ms of the server's one thread, and the same
 * replies go into it for every visitor of a brand. Visitors arriving while it is being drawn wait
 * for that one drawing. A drawing that failed is kept as long, so a failing database is not asked
 * once per visitor; the visitors get the app's shell meanwhile.
 *
 * Keyed by the brand's object, which the brand directory replaces when the brand's settings
 * change: a changed brand is drawn afresh at once.
 */
export function createDrawnPageCache<Key extends object, Value>(lifetimeMs: number, now: () => number = Date.now) {
  const byKey = new WeakMap<Key, Map<string, CacheEntry<Value>>>();
  return {
    get(key: Key, path: string, draw: () => Promise<Value | undefined>): Promise<Value | undefined> {
      let pages = byKey.get(key);
      if (!pages) {
        pages = new Map();
        byKey.set(key, pages);
      }
      const cached = pages.get(path);
      if (cached && now() - cached.drawnAt < lifetimeMs) return cached.page;
      const entry = { page: draw().catch(() => undefined), drawnAt: now() };
      pages.set(path, entry);
      return entry.page;
    },
  };
}
