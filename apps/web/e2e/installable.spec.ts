import { request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test';
import { publicSettingsResponseSchema } from '@app/contract/settings';
import { webManifestSchema } from '@app/contract/web-manifest';
import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { E2E_PORT } from './support/e2e-env';
import { logInAsDemoMember } from './support/member';

const OFFLINE_NOTICE = 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต';

/** Resolves once a service worker is active and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Every address the site's caches hold. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const key of await (await caches.open(name)).keys()) urls.push(key.url);
    return urls;
  });
}

/** What Chrome itself says of the page's manifest and of whether the page can be installed. */
async function chromeManifestReport(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  try {
    const manifest = await cdp.send('Page.getAppManifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return { manifest, installabilityErrors: installabilityErrors.map((error) => error.errorId) };
  } finally {
    await cdp.detach();
  }
}

/** The public settings and manifest that a host name answers, asked from the test process. */
async function brandOfHost(host: string) {
  const api = await playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${String(E2E_PORT)}`,
    extraHTTPHeaders: { Host: `${host}:${String(E2E_PORT)}` },
  });
  try {
    const settings = publicSettingsResponseSchema.parse(await (await api.get('/api/setting')).json()).data;
    const manifest = webManifestSchema.parse(await (await api.get('/manifest.webmanifest')).json());
    return { settings, manifest };
  } finally {
    await api.dispose();
  }
}

test("each brand's site links a manifest of its own name and colour, from which Chrome can install it", async ({ page, context, journey, request }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  const ours = await brandOfHost(journey.host);
  const report = await chromeManifestReport(context, page);
  expect(report.manifest.errors).toEqual([]);
  const manifest = webManifestSchema.parse(JSON.parse(report.manifest.data ?? 'null'));
  expect(manifest).toMatchObject({ name: ours.settings.siteName, theme_color: ours.settings.accentColor, lang: 'th', start_url: '/', display: 'standalone' });
  // Chrome finds nothing missing; only the test's private window keeps it from offering the install.
  expect(report.installabilityErrors.filter((errorId) => errorId !== 'in-incognito')).toEqual([]);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }

  // A host name of another brand answers that brand's name.
  const other = await brandOfHost(`no-journey-${journey.host}`);
  expect(other.manifest.name).toBe(other.settings.siteName);
  expect(other.manifest.name).not.toBe(manifest.name);
});

test('with no network the site still opens and shows the offline notice; no API answer is ever kept', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const creditReply = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/auth/user/getCredit/'));
  await logInAsDemoMember(page);
  // The balance comes from the server, past the worker, and is kept nowhere.
  expect((await creditReply).fromServiceWorker()).toBe(false);
  const kept = await cachedUrls(page);
  expect(kept.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
  expect(kept.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);

  // The installed app opened with no network: the shell starts from the cache.
  await context.setOffline(true);
  const offlinePage = await context.newPage();
  await offlinePage.goto('/auth/dashboard');
  await expect(offlinePage.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect(offlinePage.getByRole('heading', { name: 'ไม่สามารถโหลดข้อมูลเว็บไซต์ได้' })).toBeVisible();
  await capture(offlinePage, 'installable-offline');

  // Back online, the page recovers by itself.
  await context.setOffline(false);
  await expect(offlinePage.getByText(OFFLINE_NOTICE)).toHaveCount(0);
  await expect(offlinePage.getByTestId('credit-balance')).toBeVisible();
});

test("a new release's worker takes over by itself, and a page of the release before loads the new one at its next link", async ({ page, request }) => {
  // The browser asks for the worker again on every page load, so it sees a new release at once.
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/^(application|text)\/javascript/);

  await page.goto('/');
  await waitForServiceWorker(page);
  const installedAtMs = Date.now();
  await page.waitForTimeout(1_100);
  // Pages come from the network, never from the worker's copy of the shell.
  const reload = await page.reload();
  expect(Date.parse(reload?.headers().date ?? '')).toBeGreaterThanOrEqual(Math.floor(installedAtMs / 1000) * 1000 + 1000);
  await waitForServiceWorker(page);

  const register = page.getByRole('link', { name: 'สมัครสมาชิก' }).first();
  await page.evaluate(() => Reflect.set(window, 'isReleaseBefore', true));
  await register.click();
  await expect(page).toHaveURL(/\/register$/);
  expect(await page.evaluate(() => Reflect.get(window, 'isReleaseBefore'))).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  // A new release: a worker of another script takes over the open page, with no prompt.
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?release=next');
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('?release=next'));

  await register.click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'สมัครสมาชิก', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, 'isReleaseBefore'))).toBeUndefined();
  // The page the browser loaded is the new release's, under a worker again.
  await waitForServiceWorker(page);
});
