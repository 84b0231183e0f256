/** Narrower than this is a phone (or a small tablet held upright), whatever its pointer. */
export const PHONE_MAX_WIDTH_PX = 767;

export interface Viewport {
  widthPx: number;
  /** The primary pointer is a finger rather than a mouse: `(pointer: coarse)`. */
  isCoarsePointer: boolean;
}

/**
 * Whether a game opens in this tab. On a phone or tablet a second tab is easy to lose and costly
 * on memory, so the game takes this tab; on a desktop with a mouse it opens beside the site,
 * which stays where the member left it.
 */
export function shouldOpenInSameTab({ widthPx, isCoarsePointer }: Viewport): boolean {
  return widthPx <= PHONE_MAX_WIDTH_PX || isCoarsePointer;
}

export function readViewport(): Viewport {
  return {
    widthPx: window.innerWidth,
    // Older browsers (and jsdom) have no matchMedia; they are treated as having a mouse.
    isCoarsePointer: typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches,
  };
}
