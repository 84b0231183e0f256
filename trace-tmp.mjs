import { chromium } from 'playwright-core';
const path = process.argv[2] ?? '/';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  ],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await browser.startTracing(page, {
  path: '/tmp/prof/trace.json',
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'],
});
await page.goto('http://127.0.0.1:3300' + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
await browser.stopTracing();
await page.screenshot({ path: '/tmp/prof/shot.png' });
await browser.close();
