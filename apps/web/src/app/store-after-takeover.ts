import { createContext, startTransition, useCallback, useContext, useEffect, useState } from 'react';
import type { AppStore, RootState } from './store';

/**
 * The store as the screens see it while React takes over a page the server drew: the state it
 * was drawn in, unchanging (no change reaches a screen), while every action still goes to the
 * store itself. Given to the screens in the store's place, then replaced by the store.
 */
export function storeShowing(store: AppStore, drawnState: RootState): AppStore {
  return { ...store, getState: () => drawnState, subscribe: () => () => undefined };
}

/**
 * Which store the screens read (app/provider.tsx), and what tells it the page has been taken over.
 * With `drawnState`, the drawn state first, so that React takes the page over as it was drawn
 * even when the store has moved on (the member frame's session is read as the takeover starts);
 * then, once the whole page is taken over (`PageTakenOver`), the store itself, handed over in a
 * transition: React draws the difference (the member's parts) in slices the phone can answer a
 * tap between. Handed over as a store change instead (react-redux's `serverState` alone), the
 * difference was drawn in one synchronous pass with the effects it starts, the longest task of
 * the dashboard's load (docs/performance.md).
 */
export function useStoreAfterTakeover(store: AppStore, drawnState: RootState | undefined): { shownStore: AppStore; pageTakenOver: () => void } {
  const [shownStore, setShownStore] = useState(() => (drawnState ? storeShowing(store, drawnState) : store));
  const pageTakenOver = useCallback(() => {
    startTransition(() => {
      setShownStore(store);
    });
  }, [store]);
  // Once the screens have the store (at once on a page the app draws itself), nothing is waited for.
  return { shownStore, pageTakenOver: shownStore === store ? nothingToHandOver : pageTakenOver };
}

const nothingToHandOver = () => undefined;

export const PageTakenOverContext = createContext<() => void>(nothingToHandOver);

/**
 * Placed with a page's content, inside the innermost boundary React takes over on its own (the
 * member shell's): its effect runs once everything around it has been taken over, and tells the
 * provider the screens may be given the store.
 */
export function PageTakenOver() {
  const pageTakenOver = useContext(PageTakenOverContext);
  useEffect(() => {
    pageTakenOver();
  }, [pageTakenOver]);
  return null;
}
