import type { PageReplies } from '@/lib/page-replies';

/**
 * The elements the server puts the page's replies in (the API's plugins/drawn-pages): those a
 * landing page was drawn with, or the brand's own replies in the app's shell.
 */
const DRAWN_PAGE_STATE_ID = 'drawn-page-state';
const BRAND_REPLIES_ID = 'brand-replies';

function readRepliesElement(id: string): PageReplies | null {
  const element = document.getElementById(id);
  if (!element?.textContent) return null;
  try {
    const replies: unknown = JSON.parse(element.textContent);
    return typeof replies === 'object' && replies !== null ? (replies as PageReplies) : null;
  } catch {
    return null;
  }
}

/**
 * The replies a page drawn on the server was drawn with, or null when the page arrived as the
 * app's shell (every page but a visitor's landing pages, or a drawing that failed).
 */
export function readDrawnPageState(): PageReplies | null {
  return readRepliesElement(DRAWN_PAGE_STATE_ID);
}

/**
 * The brand's replies the app's shell arrived with (app/brand-replies.ts), or null when the server
 * sent the shell without them (they could not be read in time).
 */
export function readBrandRepliesInPage(): PageReplies | null {
  return readRepliesElement(BRAND_REPLIES_ID);
}
