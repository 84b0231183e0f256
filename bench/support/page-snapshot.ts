import * as constants from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/chromium';
import type { PreparePage } from './lighthouse-run';

/** How long a drawn page is left to settle (banners, lazy images, the parts drawn after the first paint) before it is copied. */
const SETTLE_MS = 3_000;

/** A page as the app drew it, with its scripts taken out: an HTML file and the stylesheet of its inline styles. */
export interface PageSnapshot {
  html: string;
  inlineStylesCss: string;
}

/**
 * Loads `url` in Chromium on Lighthouse's phone screen, waits for `readySelector` and the page to
 * settle, then copies the drawn document without its scripts (and their preloads): what the
 * page's HTML and CSS alone cost a phone, with no script to run. The site's Content Security
 * Policy refuses `style` attributes in static HTML, so they are moved into a stylesheet the copy
 * links to (`stylesheetHref`). Addresses of the page's own origin are made relative, so the copy
 * can be served by another start of the site on the same port.
 */
export async function snapshotWithoutScripts(url: string, readySelector: string, stylesheetHref: string, prepare?: PreparePage): Promise<PageSnapshot> {
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
    const snapshot = await page.evaluate((href) => {
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
      for (const element of document.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
      const rules: string[] = [];
      for (const element of document.querySelectorAll('[style]')) {
        const id = String(rules.length);
        rules.push(`[data-snapshot-style="${id}"] { ${element.getAttribute('style') ?? ''} }`);
        element.setAttribute('data-snapshot-style', id);
        element.removeAttribute('style');
      }
      document.head.insertAdjacentHTML('beforeend', `<link rel="stylesheet" href="${href}">`);
      return { html: `<!doctype html>\n${document.documentElement.outerHTML}`, inlineStylesCss: rules.join('\n') };
    }, stylesheetHref);
    return { ...snapshot, html: snapshot.html.replaceAll(`${origin}/`, '/') };
  } finally {
    await browser.close();
  }
}
