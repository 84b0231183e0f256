import { createAction } from '@reduxjs/toolkit';

/**
 * Replies of the API that arrived with the page, as the API's cache holds them, keyed by the
 * cache's reducer path: those a landing page was drawn with on the server, or the brand's own
 * replies that every other page arrives with (app/page-replies.ts reads them from the page). The
 * browser dispatches them before the app's first render.
 */
export type PageReplies = Record<string, unknown>;

export const pageRepliesArrived = createAction<PageReplies>('page/repliesArrived');

export const isPageRepliesArrival = pageRepliesArrived.match;
