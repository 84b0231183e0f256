import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/ui/toast-provider';
import type { AppStore, RootState } from './store';

/**
 * `drawnState`: the store's state a page drawn by the server was drawn with. While React takes
 * that page over, the screens read it instead of the store, so what they draw is the page as drawn
 * even when the store has moved on (the session read after a member page's frame); then they draw
 * the store as it is.
 */
export function AppProvider({ store, drawnState, children }: { store: AppStore; drawnState?: RootState; children: ReactNode }) {
  return (
    <Provider store={store} {...(drawnState ? { serverState: drawnState } : {})}>
      <ToastProvider>{children}</ToastProvider>
    </Provider>
  );
}
