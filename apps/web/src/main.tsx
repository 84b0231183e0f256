import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import './styles/fonts';
import './styles/global.css';
import './lib/i18n';
import './lib/register-service-worker';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { startEarly } from './app/start-early';
import { createAppStore } from './app/store';
import { restoreSession } from './features/auth/restore-session';

const store = createAppStore();
// Synchronous, before the first render, so the guards never see a half-restored session.
restoreSession(store.dispatch);
// Lets RTK Query refetch on reconnect, which the website status query asks for.
setupListeners(store.dispatch);
startEarly(store, window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = createRoot(container);
// As a transition, React draws the first screen in slices of a few milliseconds and lets the phone
// answer a tap between them, instead of one long task; index.html's loading screen stays until then.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider store={store}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
