import { expect, test } from './support/journey-test';
import { DEMO_USERNAME } from './support/e2e-env';
import { logInAsDemoMember } from './support/member';

/** Scripts a visitor's first page must not wait for: the schema library and the English texts. */
const NOT_ON_THE_FIRST_PAGE = [/zod-without-eval-/, /\/en-[\w-]+\.js$/, /\/th-screens-[\w-]+\.js$/, /browser-support-banner-/];

test('a phone gets the home page compressed, cached the right way, with its fonts preloaded and nothing it does not need', async ({ page }) => {
  const scripts: { url: string; encoding: string | undefined; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      const headers = response.headers();
      scripts.push({ url: response.url(), encoding: headers['content-encoding'], cacheControl: headers['cache-control'] });
    }
  });
  const document = await page.goto('/');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  // The drawn page itself, the first thing a phone waits for, comes compressed like the files it names.
  expect(document?.headers()['content-encoding']).toBe('br');
  // The page arrives drawn; the home route's chunk is named with the app's own scripts, which
  // travel together once the page has painted (the API's plugins/drawn-pages).
  const appScripts = (await page.locator('script[src="/load-app-after-paint.js"]').getAttribute('data-preload')) ?? '';
  expect(appScripts).toMatch(/\/assets\/home-[\w-]+\.js/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    expect(script.encoding, script.url).toBe('br');
    // The loader that asks for the app keeps its name across releases, so the browser asks again.
    const isLoader = new URL(script.url).pathname === '/load-app-after-paint.js';
    expect(script.cacheControl, script.url).toBe(isLoader ? 'no-cache' : 'public, max-age=31536000, immutable');
  }
  for (const pattern of NOT_ON_THE_FIRST_PAGE) {
    expect(scripts.map((script) => script.url).filter((url) => pattern.test(url))).toEqual([]);
  }

  // The chunk named with the app's scripts is the one the page ran: one request, no second copy.
  const homeScripts = scripts.filter((script) => /\/assets\/home-[\w-]+\.js$/.test(script.url));
  expect(homeScripts).toHaveLength(1);
  expect(appScripts).toContain(new URL(homeScripts[0]?.url ?? '').pathname);

  const preloadedFonts = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloadedFonts).toHaveLength(2);
  const loadedFonts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  for (const font of preloadedFonts) expect(loadedFonts).toContain(font);
});

/** Whether a face's CSS unicode-range ("U+0-FF, U+E01-E5B") holds the character. */
function rangeHolds(unicodeRange: string, character: string): boolean {
  const code = character.codePointAt(0) ?? -1;
  return unicodeRange.split(',').some((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return code >= Number.parseInt(from, 16) && code <= Number.parseInt(to, 16);
  });
}

test('each font file names the characters it holds: a page fetches the Thai and the Latin file it needs at once', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const faces = await page.evaluate(() =>
    [...document.fonts].map((face) => ({ name: `${face.family.replaceAll('"', '')} ${face.weight}`, range: face.unicodeRange })),
  );
  // Kanit 500 and 600, Noto Sans Thai 400, 500 and 600: a Thai and a Latin file each.
  const names = [...new Set(faces.map((face) => face.name))];
  expect(names.sort()).toEqual(['Kanit 500', 'Kanit 600', 'Noto Sans Thai 400', 'Noto Sans Thai 500', 'Noto Sans Thai 600']);
  for (const name of names) {
    const ofWeight = faces.filter((face) => face.name === name);
    // Without ranges every file claims every character: the browser fetches the Latin file, finds
    // no Thai in it, and only then the Thai one, a round trip and a layout later.
    expect(
      ofWeight.filter((face) => rangeHolds(face.range, 'ก')),
      `${name}: files holding Thai`,
    ).toHaveLength(1);
    expect(
      ofWeight.filter((face) => rangeHolds(face.range, 'a')),
      `${name}: files holding Latin`,
    ).toHaveLength(1);
    expect(
      ofWeight.filter((face) => rangeHolds(face.range, 'ก') && rangeHolds(face.range, 'a')),
      `${name}: one file for both`,
    ).toEqual([]);
  }
});

test('a screen beyond the landing pages brings its own Thai texts: the register screen shows no text key', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'สมัครสมาชิก', level: 1 })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/registration\.\w+/);
});

test("a member's dashboard arrives with its brand's settings: the page asks the API only for the member's own data", async ({ page }) => {
  await logInAsDemoMember(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  await page.reload();
  await expect(page.getByTestId('credit-balance')).toContainText(/\d+\.\d\d/);
  // The settings, the configuration, the website status and the carousel's banners came with the
  // page, not a round trip before it.
  expect(calls).not.toContain('/api/setting');
  expect(calls).not.toContain('/api/configuration');
  expect(calls).not.toContain('/api/setting/operational/website');
  expect(calls).not.toContain('/api/promotion-banners');
  expect(calls).toContain(`/api/auth/user/getCredit/${DEMO_USERNAME}`);
  // The shell that carries those replies comes compressed.
  const shell = await page.evaluate(async () => {
    const reply = await fetch('/auth/dashboard');
    return { encoding: reply.headers.get('content-encoding'), html: await reply.text() };
  });
  expect(shell.encoding).toBe('br');
  expect(shell.html).toContain('<div id="root">');
});

test.describe('style sheets named ahead', () => {
  // Counted as the page asks for them: a service worker would answer some from its cache and fetch
  // others itself, which the count cannot tell apart.
  test.use({ serviceWorkers: 'block' });

  test('the styles a page names ahead are the ones the app uses: each is downloaded once', async ({ page }) => {
    await logInAsDemoMember(page);
    // The login's own move to the dashboard may still be loading its styles: counted from when it has them.
    await page.waitForFunction(() => [...document.styleSheets].some((sheet) => /\/assets\/dashboard-[\w-]+\.css$/.test(sheet.href ?? '')));
    let styleRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.css')) styleRequests.push(new URL(request.url()).pathname);
    });
    /** After a load: each sheet it named is in use, and was asked for once. */
    const expectEachUsedOnce = async (sheets: string[]) => {
      expect(sheets.length).toBeGreaterThan(0);
      for (const sheet of sheets) {
        // Once the app has the sheet in use, any download of its own has been asked for.
        await page.waitForFunction((path) => [...document.styleSheets].some((styleSheet) => styleSheet.href?.endsWith(path)), sheet);
        expect(
          styleRequests.filter((path) => path === sheet),
          sheet,
        ).toHaveLength(1);
      }
    };

    // The member area's root arrives as the app's shell: its reply names the dashboard's style sheets
    // in its Link header, for the browser to fetch with the page, and the app sends it on to the dashboard.
    const reply = await page.goto('/auth');
    await expect(page.getByTestId('credit-balance')).toBeVisible();
    await expectEachUsedOnce([...(reply?.headers().link ?? '').matchAll(/<(\/assets\/[\w.-]+\.css)>/g)].map((match) => match[1] ?? ''));

    // The dashboard itself arrives drawn ahead, with its style sheets in its head.
    styleRequests = [];
    const drawn = await page.reload();
    await expect(page.getByTestId('credit-balance')).toBeVisible();
    const html = (await drawn?.text()) ?? '';
    await expectEachUsedOnce([...html.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g)].map((match) => match[1] ?? ''));
  });
});
