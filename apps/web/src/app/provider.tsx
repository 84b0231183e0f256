import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/ui/toast-provider';
import type { AppStore, RootState } from './store';
import { PageTakenOverContext, useStoreAfterTakeover } from './store-after-takeover';

/**
 * `drawnState`: the store's state a page drawn by the server was drawn with. While React takes
 * that page over, the screens read it instead of the store, so what they draw is the page as drawn
 * even when the store has moved on (the session read after a member page's frame); then they draw
 * the store as it is (app/store-after-takeover.ts).
 */
export function AppProvider({ store, drawnState, children }: { store: AppStore; drawnState?: RootState; children: ReactNode }) {
  const { shownStore, pageTakenOver } = useStoreAfterTakeover(store, drawnState);
  // `serverState` too: a part React takes over on its own is taken over from the drawn state.
  return (
    <PageTakenOverContext value={pageTakenOver}>
      <Provider store={shownStore} {...(drawnState ? { serverState: drawnState } : {})}>
        <ToastProvider>{children}</ToastProvider>
      </Provider>
    </PageTakenOverContext>
  );
}
