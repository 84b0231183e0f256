/**
 * Debian's Chromium, never a downloaded browser, with the flags every browser run of the project
 * uses: the Playwright journeys (playwright.config.ts) and the Lighthouse bench (bench/web.ts).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 156's headless browser starts a renderer for the address bar's suggestion popup (a
  // web page of its own, chrome://omnibox-popup.top-chrome, about 400 requests) beside the page
  // under test. On 2 cores it took a second of CPU from every page load and tripled Lighthouse's
  // Total Blocking Time. Puppeteer turns both features off by default since its PR #15278.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
