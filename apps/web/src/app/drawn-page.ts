import type { DrawnApiState } from '@/lib/drawn-page-hydration';

/** The element the server puts the drawn page's replies in (the API's plugins/drawn-pages). */
const STATE_ELEMENT_ID = 'drawn-page-state';

/**
 * The replies a page drawn on the server was drawn with, or null when the page arrived as the
 * app's shell (every page but a visitor's landing pages, or a drawing that failed).
 */
export function readDrawnPageState(): DrawnApiState | null {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state: unknown = JSON.parse(element.textContent);
    return typeof state === 'object' && state !== null ? (state as DrawnApiState) : null;
  } catch {
    return null;
  }
}
