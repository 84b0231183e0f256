import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import './styles/fonts';
import './styles/global.css';
import './lib/i18n';
import './lib/register-service-worker';
import { AppProvider } from './app/provider';
import { readBrandRepliesInPage, readDrawnPageState } from './app/page-replies';
import { AppRouter } from './app/router';
import { startEarly } from './app/start-early';
import { createAppStore } from './app/store';
import { selectCurrentUser } from './features/auth/auth-slice';
import { restoreSession } from './features/auth/restore-session';
import { nextTask } from './lib/next-task';
import { pageRepliesArrived } from './lib/page-replies';

const store = createAppStore();
// Synchronous, before the first render, so the guards never see a half-restored session.
restoreSession(store.dispatch);
// A landing page the server drew for a visitor is taken over as it is, with the replies it was
// drawn with. A member who opens it is sent on to their own pages instead: the app draws afresh.
const drawnState = selectCurrentUser(store.getState()) ? null : readDrawnPageState();
// Every other page arrives as the app's shell with its brand's replies, which the first render
// waits on: the page is drawn at once, without asking for them first.
const pageReplies = drawnState ?? readBrandRepliesInPage();
if (pageReplies) store.dispatch(pageRepliesArrived(pageReplies));
// Lets RTK Query refetch on reconnect, which the website status query asks for.
setupListeners(store.dispatch);
// The rest of the start runs in tasks of its own, each short enough for the phone to paint and
// answer a tap in between: evaluating the app's script is already one long task, and asking for
// the page's data and drawing added a third to it (docs/performance.md).
await nextTask();
startEarly(store, window.location.pathname);
await nextTask();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <AppProvider store={store}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);
// As a transition, React draws (or takes over) the first screen in slices of a few milliseconds
// and lets the phone answer a tap between them, instead of one long task.
startTransition(() => {
  if (drawnState) {
    // The drawn page stays on screen as it is taken over; a part whose script is still on its
    // way (the page's own chunk) is taken over when it arrives.
    hydrateRoot(container, app);
  } else {
    // index.html's loading screen stays until the first screen is drawn.
    createRoot(container).render(app);
  }
});
