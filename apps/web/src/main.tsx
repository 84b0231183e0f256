import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import './styles/fonts';
import './styles/global.css';
import './lib/i18n';
import './lib/register-service-worker';
import { isMemberPagePath } from './app/member-frame';
import { AppProvider } from './app/provider';
import { readBrandRepliesInPage, readDrawnPageState } from './app/page-replies';
import { AppRouter } from './app/router';
import { startEarly } from './app/start-early';
import { createAppStore } from './app/store';
import { selectCurrentUser, sessionNotReadYet } from './features/auth/auth-slice';
import { restoreSession } from './features/auth/restore-session';
import { nextTask } from './lib/next-task';
import { readStoredSession } from './lib/session-storage';
import { pageRepliesArrived } from './lib/page-replies';

const store = createAppStore();
const drawnReplies = readDrawnPageState();
// A member page the server drew is its frame, drawn before the session is read (it cannot see the
// browser's storage). It is taken over as it was drawn, and the session read at once after.
const isDrawnMemberFrame = drawnReplies !== null && isMemberPagePath(window.location.pathname);
if (isDrawnMemberFrame) store.dispatch(sessionNotReadYet());
// Otherwise synchronous, before the first render, so the guards never see a half-restored session.
else restoreSession(store.dispatch);
// A landing page the server drew for a visitor is taken over as it is, with the replies it was
// drawn with. A member who opens it is sent on to their own pages instead: the app draws afresh.
const drawnState = isDrawnMemberFrame || !selectCurrentUser(store.getState()) ? drawnReplies : null;
// Every other page arrives as the app's shell with its brand's replies, which the first render
// waits on: the page is drawn at once, without asking for them first.
const pageReplies = drawnState ?? readBrandRepliesInPage();
if (pageReplies) store.dispatch(pageRepliesArrived(pageReplies));
// The state the member frame was drawn in: React takes the page over from it, part by part, whatever
// the store holds by then (app/provider.tsx): the balance asked for below, the session read after.
const frameState = isDrawnMemberFrame ? store.getState() : undefined;
// Lets RTK Query refetch on reconnect, which the website status query asks for.
setupListeners(store.dispatch);
// The rest of the start runs in tasks of its own, each short enough for the phone to paint and
// answer a tap in between: evaluating the app's script is already one long task, and asking for
// the page's data and drawing added a third to it (docs/performance.md).
await nextTask();
// A member frame's member is looked up in storage here only to ask for the balance early.
const pageChunk = isDrawnMemberFrame
  ? startEarly(store, window.location.pathname, readStoredSession()?.user ?? null)
  : startEarly(store, window.location.pathname);
await nextTask();
// A member frame is taken over with its page's chunk in, in one pass, so the member's parts are
// filled in together once the session is read.
if (isDrawnMemberFrame) await pageChunk;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <AppProvider store={store} {...(frameState ? { drawnState: frameState } : {})}>
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
    // The member's parts are drawn once the page is taken over; without a session, the member
    // guard sends the visitor to the login page.
    if (isDrawnMemberFrame) restoreSession(store.dispatch);
  } else {
    // index.html's loading screen stays until the first screen is drawn.
    createRoot(container).render(app);
  }
});
