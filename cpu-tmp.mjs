import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
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
if (path.startsWith('/auth')) {
  const r = await fetch('http://127.0.0.1:3300/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  const { token, user } = await r.json();
  await page.goto('http://127.0.0.1:3300/api/setting/operational/website');
  await page.evaluate(
    (s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('imiUser', JSON.stringify(s.user));
    },
    { token, user },
  );
}
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto('http://127.0.0.1:3300' + path, { waitUntil: 'load' });
await page.waitForTimeout(2500);
const { profile } = await cdp.send('Profiler.stop');
writeFileSync('/tmp/prof/cpu.json', JSON.stringify(profile));
await browser.close();
