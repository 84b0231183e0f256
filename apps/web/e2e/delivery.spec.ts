import { expect, test } from './support/journey-test';

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
  // The home route's chunk is named in the page's reply, so it travels with the app's own script.
  const homeChunk = /<\/assets\/home-[\w-]+\.js>; rel=modulepreload/;
  expect(document?.headers().link).toMatch(homeChunk);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    expect(script.encoding, script.url).toBe('br');
    expect(script.cacheControl, script.url).toBe('public, max-age=31536000, immutable');
  }
  for (const pattern of NOT_ON_THE_FIRST_PAGE) {
    expect(scripts.map((script) => script.url).filter((url) => pattern.test(url))).toEqual([]);
  }

  // The chunk the header named is the one the page ran: one request, no second copy.
  const homeScripts = scripts.filter((script) => /\/assets\/home-[\w-]+\.js$/.test(script.url));
  expect(homeScripts).toHaveLength(1);
  expect(document?.headers().link).toContain(new URL(homeScripts[0]?.url ?? '').pathname);

  const preloadedFonts = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloadedFonts).toHaveLength(2);
  const loadedFonts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  for (const font of preloadedFonts) expect(loadedFonts).toContain(font);
});

test('a screen beyond the landing pages brings its own Thai texts: the register screen shows no text key', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'สมัครสมาชิก', level: 1 })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/registration\.\w+/);
});
