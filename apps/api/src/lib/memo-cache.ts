const everyCacheClear: (() => void)[] = [];

/**
 * Empties every memo cache of the process. A brand change heard from the database (a provider's
 * secret, an aggregator's key: their tables notify like the brands') clears them with the brand
 * directory, so no copy outlives a change made on another instance; the other rows kept here
 * (members' status, game sessions) are simply read again.
 */
export function clearMemoCaches(): void {
  for (const clear of everyCacheClear) clear();
}

/**
 * A small in-memory cache of values keyed by string, per database handle, each entry kept at
 * most `ttlMs` (Infinity: for rows that never change) and at most `maxEntries` at a time (the
 * oldest goes first). Only for reads whose staleness the caller has decided it can live with.
 */
export function memoCache<Handle extends object, Value>(options: { ttlMs: number; maxEntries: number }) {
  let byHandle = new WeakMap<Handle, Map<string, { value: Value; until: number }>>();
  everyCacheClear.push(() => {
    byHandle = new WeakMap();
  });
  return async (handle: Handle, key: string, now: number, load: () => Promise<Value | undefined>): Promise<Value | undefined> => {
    let entries = byHandle.get(handle);
    if (!entries) {
      entries = new Map();
      byHandle.set(handle, entries);
    }
    const hit = entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = await load();
    if (value === undefined) return undefined;
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { value, until: now + options.ttlMs });
    return value;
  };
}
