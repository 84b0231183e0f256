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
];
