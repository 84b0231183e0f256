import * as constants from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/chromium';
import type { PreparePage } from './lighthouse-run';

/** How long a drawn page is left to settle (banners, lazy images, the parts drawn after the first paint) before it is copied. */
const SETTLE_MS = 3_000;

/** A page as the app drew it, in two copies, and the stylesheet of its inline styles that both link to. */
export interface PageCopies {
  /** The drawn document without its scripts (and their preloads): nothing to download or run. */
  withoutScripts: string;
  /**
   * The drawn document with its scripts, as a page drawn by the server would arrive: the app then
   * starts over it and draws the page again. A classic script first puts the page's own address
   * back (`restorePathScript`, given `data-path`), so the app's router sees the page, not the copy's file.
   */
  withScripts: string;
  /**
   * The same drawn document whose app script is asked for only after the page's first paint
   * (`loadAfterPaintScript`, given `data-module`), without the preloads that would fetch it before:
   * a page drawn by the server whose script does not hold back its first paint.
   */
  withScriptsAfterPaint: string;
  inlineStylesCss: string;
}

/** Where the copies are to be served from, and the page's own path the copy with scripts restores. */
export interface CopyPlaces {
  stylesheetHref: string;
  restorePathScript: string;
  loadAfterPaintScript: string;
  path: string;
}

/** The classic script the copy with scripts loads first (served at `restorePathScript`). */
export const RESTORE_PATH_SCRIPT = "history.replaceState(history.state, '', document.currentScript.dataset.path);\n";

/**
 * The deferred classic script that stands for the app's module script in the copy drawn with its
 * script after the first paint (served at `loadAfterPaintScript`). A frame callback runs before
 * the next paint and the task it queues after it, so the module is asked for once the page shows.
 */
export const LOAD_AFTER_PAINT_SCRIPT = `const moduleUrl = document.currentScript.dataset.module;
requestAnimationFrame(() => {
  setTimeout(() => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = moduleUrl;
    document.head.append(script);
  }, 0);
});
`;

/**
 * Loads `url` in Chromium on Lighthouse's phone screen, waits for `readySelector` and the page to
 * settle, then copies the drawn document three times: without its scripts, with them, and with
 * them asked for after the first paint. What the page's HTML and CSS alone cost a phone, and what
 * a page that arrived drawn would cost with today's script, loaded as now or after it shows. The
 * site's Content Security Policy refuses `style` attributes (and inline scripts) in static HTML,
 * so the style attributes are moved into a stylesheet the copies link to. Addresses of the page's
 * own origin are made relative, so the copies can be served by another start of the site on the
 * same port.
 */
export async function copyDrawnPage(url: string, readySelector: string, places: CopyPlaces, prepare?: PreparePage): Promise<PageCopies> {
  const screen = constants.screenEmulationMetrics.mobile;
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  try {
    const page = await browser.newPage();
    const origin = new URL(url).origin;
    if (prepare) await prepare(page, origin);
    await page.setViewport({ width: screen.width, height: screen.height, deviceScaleFactor: screen.deviceScaleFactor, isMobile: true });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector(readySelector, { visible: true, timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const copies = await page.evaluate((where) => {
      // Runs in the page; the bench is compiled without the DOM's types.
      const { document } = globalThis as unknown as {
        document: {
          querySelectorAll(selector: string): Iterable<{
            remove(): void;
            getAttribute(name: string): string | null;
            setAttribute(name: string, value: string): void;
            removeAttribute(name: string): void;
          }>;
          head: { insertAdjacentHTML(position: string, html: string): void };
          documentElement: { outerHTML: string };
        };
      };
      const rules: string[] = [];
      for (const element of document.querySelectorAll('[style]')) {
        const id = String(rules.length);
        rules.push(`[data-snapshot-style="${id}"] { ${element.getAttribute('style') ?? ''} }`);
        element.setAttribute('data-snapshot-style', id);
        element.removeAttribute('style');
      }
      document.head.insertAdjacentHTML('beforeend', `<link rel="stylesheet" href="${where.stylesheetHref}">`);
      document.head.insertAdjacentHTML('afterbegin', `<script src="${where.restorePathScript}" data-path="${where.path}"></script>`);
      const withScripts = `<!doctype html>\n${document.documentElement.outerHTML}`;
      for (const element of document.querySelectorAll('link[rel="modulepreload"]')) element.remove();
      for (const element of document.querySelectorAll('script[type="module"]')) {
        element.setAttribute('data-module', element.getAttribute('src') ?? '');
        element.setAttribute('src', where.loadAfterPaintScript);
        element.setAttribute('defer', '');
        element.removeAttribute('type');
        element.removeAttribute('crossorigin');
      }
      const withScriptsAfterPaint = `<!doctype html>\n${document.documentElement.outerHTML}`;
      for (const element of document.querySelectorAll('script')) element.remove();
      return {
        withScripts,
        withScriptsAfterPaint,
        withoutScripts: `<!doctype html>\n${document.documentElement.outerHTML}`,
        inlineStylesCss: rules.join('\n'),
      };
    }, places);
    const relative = (html: string) => html.replaceAll(`${origin}/`, '/');
    return {
      ...copies,
      withScripts: relative(copies.withScripts),
      withScriptsAfterPaint: relative(copies.withScriptsAfterPaint),
      withoutScripts: relative(copies.withoutScripts),
    };
  } finally {
    await browser.close();
  }
}
