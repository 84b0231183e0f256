import { useEffect } from 'react';

/** How long a banner stays before the next one: long enough to read a short promotion. */
export const AUTO_ADVANCE_MS = 5_000;

/**
 * Calls `advance` after `AUTO_ADVANCE_MS` unless paused. The wait starts again whenever `index`
 * changes, so a banner the member chose by hand also gets its full time.
 */
export function useAutoAdvance({ index, isPaused, advance }: { index: number; isPaused: boolean; advance: () => void }): void {
  useEffect(() => {
    if (isPaused) return undefined;
    const timer = window.setTimeout(advance, AUTO_ADVANCE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [index, isPaused, advance]);
}
