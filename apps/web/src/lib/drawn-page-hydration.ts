import { createAction } from '@reduxjs/toolkit';

/**
 * The API cache a page drawn on the server was drawn with, keyed by the cache's reducer path as
 * the store holds it. The browser reads it from the page (app/drawn-page.ts) and dispatches it
 * before the app's first render.
 */
export type DrawnApiState = Record<string, unknown>;

export const drawnPageHydrated = createAction<DrawnApiState>('drawnPage/hydrated');

export const isDrawnPageHydration = drawnPageHydrated.match;
