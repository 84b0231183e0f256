import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import i18next from 'i18next';
import '../lib/i18n';
import { askForBrandReplies } from '../app/brand-replies';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { RedirectWhileDrawing } from '../components/routing/redirect';
import { createAppStore, type AppStore } from '../app/store';
import { noCurrentUser, sessionNotReadYet } from '../features/auth/auth-slice';
import { isMemberPagePath } from '../app/member-frame';
import { getPublicSettingsApi } from '../features/settings/api/get-public-settings';
import { baseApi } from '../lib/base-api';
import type { PageReplies } from '../lib/page-replies';

/**
 * The pages the server draws, with the text key of each page's title (the title its `Page` sets
 * once the app runs): the visitor's landing pages, and the member's as its frame, drawn before the
 * session is read (app/member-frame.ts). Every other page arrives as the app's shell.
 */
const DRAWN_PAGE_TITLES: Readonly<Record<string, 'pages.home' | 'pages.login' | 'pages.dashboard'>> = {
  '/': 'pages.home',
  '/login': 'pages.login',
  '/auth/dashboard': 'pages.dashboard',
};

/** A screen's calls start while it renders; replies can start more (the page under a gate). */
const MAX_RENDER_PASSES = 4;

/**
 * How long one render may wait for the screens' script (a lazy part that never loads would hold
 * it for the app's whole chunk retry budget). A visitor waits for the drawing, so it is short: a
 * render takes 10-50 ms.
 */
const RENDER_TIME_LIMIT_MS = 2_000;

export interface DrawnPage {
  /** The page's markup, to go inside `#root`. */
  html: string;
  /** The API cache it was drawn with, for the browser's store. */
  apiState: PageReplies;
  /** The document's title, as the page's `Page` sets it. */
  title: string;
  /** The brand's accent colour, which the app sets on the document once it runs. */
  accentColor: string;
  /** A member page's frame, drawn without the member: its balance is asked for by the page itself (early/). */
  isMemberFrame: boolean;
}

export function isDrawnPagePath(path: string): boolean {
  return Object.hasOwn(DRAWN_PAGE_TITLES, path);
}

/**
 * Thrown when a screen failed while the server drew it. React would send that part to be drawn
 * in the browser by an inline script, which the site's Content-Security-Policy refuses, so the
 * page is not drawn on the server at all.
 */
class DrawingFailed extends Error {
  override readonly name = 'DrawingFailed';
}

/** What React writes where a drawing is not complete without a script. */
const INCOMPLETE_MARKUP = /<script|<template|<!--\$[?!]-->/;

/** The page's markup, or undefined when the page sends the visitor elsewhere: there is nothing to draw. */
async function render(store: AppStore, path: string): Promise<string | undefined> {
  const errors: unknown[] = [];
  let prelude: ReadableStream<Uint8Array> | undefined;
  try {
    ({ prelude } = await prerender(
      <StrictMode>
        <AppProvider store={store}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>,
      // One piece: a large part would otherwise be sent apart and put in place by an inline script,
      // which the site's Content-Security-Policy refuses.
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY, signal: AbortSignal.timeout(RENDER_TIME_LIMIT_MS) },
    ));
  } catch (error) {
    // A screen outside every Suspense boundary that throws ends the whole drawing with its error.
    errors.push(error);
  }
  if (errors.some((error) => error instanceof RedirectWhileDrawing)) return undefined;
  if (errors.length > 0 || !prelude) throw new DrawingFailed(`${path} could not be drawn`, { cause: errors[0] });
  const html = await new Response(prelude).text();
  // A part left for the browser to finish (a pending or failed Suspense boundary) needs a script.
  if (INCOMPLETE_MARKUP.test(html)) throw new DrawingFailed(`${path} was drawn with a part left to a script`);
  return html;
}

function hasFailedCall(store: AppStore): boolean {
  const { queries } = store.getState().api;
  return Object.values(queries).some((query) => query?.status !== 'fulfilled');
}

/**
 * Draws a landing page, as the app draws it once the brand's replies are in (a member page as its
 * frame, without the member): the server shows it at once, and the app takes it over when its script arrives (main.tsx). `fetchFn`
 * answers the app's API calls (the server passes one that asks itself for the visitor's brand).
 * Undefined for a page that is not drawn, one that sends the visitor elsewhere (the root during
 * maintenance), or when a call failed: the visitor then gets the app's shell, which asks again
 * itself, rather than a blank page or one drawn with an error on it.
 */
export async function drawPage(path: string, fetchFn: typeof fetch): Promise<DrawnPage | undefined> {
  const titleKey = DRAWN_PAGE_TITLES[path];
  if (!titleKey) return undefined;
  const store = createAppStore(undefined, { fetchFn });
  // The server never knows the member: a member page is drawn as its frame, a visitor's as a visitor sees it.
  store.dispatch(isMemberPagePath(path) ? sessionNotReadYet() : noCurrentUser());
  for (let pass = 0; pass < MAX_RENDER_PASSES; pass += 1) {
    const html = await render(store, path);
    if (html === undefined) return undefined;
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    if (running.length === 0) return finishedPage(store, html, path, titleKey);
    await Promise.all(running);
  }
  // Still asking after the last render: what was drawn does not show the last replies.
  return undefined;
}

/** The store's API cache as a page carries it: its subscriptions are this store's own (the browser's screens subscribe again as they mount). */
function repliesOf(store: AppStore): PageReplies {
  return { [baseApi.reducerPath]: { ...store.getState().api, subscriptions: {} } };
}

/**
 * The brand's replies the first screen waits on (app/brand-replies.ts), for the app's shell to
 * carry, so the browser draws the page at once instead of asking for them first. `fetchFn` answers
 * as for drawPage. Undefined when one failed: the browser then asks itself.
 */
export async function fetchBrandReplies(fetchFn: typeof fetch): Promise<PageReplies | undefined> {
  const store = createAppStore(undefined, { fetchFn });
  askForBrandReplies(store);
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  return hasFailedCall(store) ? undefined : repliesOf(store);
}

/** The drawn page and the replies it was drawn with, once the render asked for nothing more. */
function finishedPage(store: AppStore, html: string, path: string, titleKey: (typeof DRAWN_PAGE_TITLES)[string]): DrawnPage | undefined {
  // A failed call would be drawn as an error, and the browser's store would never ask again.
  if (hasFailedCall(store)) return undefined;
  const settings = getPublicSettingsApi.endpoints.getPublicSettings.select()(store.getState()).data;
  if (!settings) return undefined;
  return {
    html,
    apiState: repliesOf(store),
    title: `${i18next.t(titleKey)} | ${settings.siteName}`,
    accentColor: settings.accentColor,
    isMemberFrame: isMemberPagePath(path),
  };
}
