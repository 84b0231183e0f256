import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { tabStorage } from '@/lib/browser-storage';

/** Where the pages of this tab's history were left, by location key; kept over a reload in the tab's session storage. */
const STORAGE_KEY = 'scroll-positions';
let positions: Map<string, number> | null = null;

function savedPositions(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const stored: unknown = JSON.parse(tabStorage()?.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored)) for (const [key, top] of stored) if (typeof key === 'string' && typeof top === 'number') positions.set(key, top);
  } catch {
    // Unreadable, or storage refused (private browsing): the pages open at their top.
  }
  return positions;
}

function storePositions(): void {
  try {
    tabStorage()?.setItem(STORAGE_KEY, JSON.stringify([...savedPositions()]));
  } catch {
    // Storage full: nothing is kept over a reload.
  }
}

/**
 * Whether this document was reloaded or returned to through the history, rather than opened
 * afresh: only then is its first page where the member left it. (The first entry of a tab's
 * history has the same key each time it is opened afresh.)
 */
function isDocumentReturnedTo(): boolean {
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  const type = entry && 'type' in entry ? entry.type : undefined;
  return type === 'reload' || type === 'back_forward';
}

/**
 * A page opened by a link starts at its top; one returned to with the back or forward button, or
 * reloaded, opens where the member left it. What React Router's `<ScrollRestoration>` does in its
 * data mode, which the app does not use (docs/decisions.md, "The router in declarative mode").
 */
export function ScrollRestoration(): null {
  const location = useLocation();
  const navigationType = useNavigationType();

  // The page on screen, changed as a new page is committed. A scroll event is sent a frame after
  // the scroll, so the one that the new page's own scroll (or the browser's clamping to a shorter
  // page) causes comes after the change and is the new page's, never the previous page's.
  const pageOnScreen = useRef(location.key);
  useEffect(() => {
    // The browser would restore a position itself before the app has drawn the page it belongs to.
    window.history.scrollRestoration = 'manual';
    const remember = () => savedPositions().set(pageOnScreen.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', storePositions);
    return () => {
      window.history.scrollRestoration = 'auto';
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', storePositions);
    };
  }, []);

  // Before the page is painted, so it never shows at the previous page's position. The page the
  // app opened on is left where it is: a page the server drew may have been scrolled already.
  const placedPage = useRef<string | null>(null);
  useLayoutEffect(() => {
    pageOnScreen.current = location.key;
    // Placed once per page: development's StrictMode runs the effect a second time for it.
    if (placedPage.current === location.key) return;
    const isFirstPage = placedPage.current === null;
    placedPage.current = location.key;
    const isReturnedTo = isFirstPage ? isDocumentReturnedTo() : navigationType === 'POP';
    const saved = isReturnedTo ? savedPositions().get(location.key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (!isFirstPage) window.scrollTo(0, 0);
  }, [location.key, navigationType]);

  return null;
}
