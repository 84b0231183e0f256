import type { Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { E2E_SERVER_URL } from './support/e2e-env';
import { logInAsDemoMember } from './support/member';

const BANNER_IMAGE = '/brand-assets/demo/promo-first-deposit.webp';

/**
 * The dashboard's reply as the app's shell, the way every member page but the dashboard arrives:
 * the dashboard itself arrives as its frame drawn ahead (drawn-pages.spec.ts), but these journeys
 * are about what the app draws. `withoutBrandReplies`: as when the server could not read them in
 * time, so the app asks for the banners itself.
 */
async function serveDashboardAsShell(page: Page, { withoutBrandReplies }: { withoutBrandReplies: boolean }): Promise<void> {
  await page.route(/\/auth\/dashboard$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    // Fetched from here, where the journey's host name does not resolve: to the server, as that host.
    // With a query string the server sends the app's shell, not a page drawn ahead.
    const { pathname, host } = new URL(route.request().url());
    const reply = await route.fetch({ url: `${E2E_SERVER_URL}${pathname}?shell`, headers: { ...route.request().headers(), host } });
    const body = await reply.text();
    return route.fulfill({
      response: reply,
      body: withoutBrandReplies ? body.replace(/<script type="application\/json" id="brand-replies">[^<]*<\/script>/, '') : body,
    });
  });
}

/**
 * Holds the banners and the member's announcements back until the returned function is called.
 * The journeys' brand shows no banners, so the banners answer with `bannerCount` of the demo's.
 */
async function holdBannersAndAnnouncements(page: Page, bannerCount: number): Promise<() => void> {
  await serveDashboardAsShell(page, { withoutBrandReplies: true });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/auth\/announcement(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.route(/\/api\/promotion-banners(\?|$)/, async (route) => {
    await held;
    const banners = Array.from({ length: bannerCount }, (_, index) => ({
      id: `00000000-0000-4000-8000-00000000000${String(index + 1)}`,
      title: `โปรโมชัน ${String(index + 1)}`,
      imageUrl: BANNER_IMAGE,
      link: null,
    }));
    await route.fulfill({ json: { data: banners } });
  });
  return release;
}

test.describe('the dashboard while its banners arrive', () => {
  // The page's document is answered below; a service worker would fetch it itself, unseen.
  test.use({ serviceWorkers: 'block' });

  for (const bannerCount of [2, 1]) {
    test(`the balance stays where it is drawn while ${String(bannerCount)} banner(s) and the announcements arrive above it`, async ({ page }) => {
      await logInAsDemoMember(page);
      const release = await holdBannersAndAnnouncements(page, bannerCount);
      await page.reload();
      const balanceCard = page.locator('section[aria-labelledby="credit-label"]');
      await expect(page.getByTestId('credit-balance')).toContainText('฿');
      await expect(page.getByTestId('promotion-carousel-skeleton')).toBeVisible();
      // Measured in the page's own fonts: this journey is about what arrives above the balance.
      await page.evaluate(() => document.fonts.ready);
      const whileLoading = await balanceCard.boundingBox();

      release();
      await expect(page.getByTestId('promotion-carousel')).toBeVisible();
      await expect(page.getByTestId('announcement-marquee')).toBeVisible();
      await expect(page.getByTestId('promotion-dot')).toHaveCount(bannerCount > 1 ? bannerCount : 0);
      const loaded = await balanceCard.boundingBox();
      expect(loaded?.y).toBe(whileLoading?.y);
    });
  }
});

test.describe('the footnote below the dashboard', () => {
  // The page's script is held back below; a service worker would answer for it from its cache.
  test.use({ serviceWorkers: 'block' });

  test('stays below the first screen while the dashboard is drawn, instead of being pushed down on screen', async ({ page }) => {
    await logInAsDemoMember(page);
    // Every layout shift of the footnote, from the reload's first frame on (the score a phone's visitor feels as a jump).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Reflect.set(window, '__footnoteShifts', shifts);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const sources = (Reflect.get(entry, 'sources') ?? []) as { node?: Node | null }[];
          const isFootnote = sources.some((source) => {
            const element = source.node instanceof Element ? source.node : (source.node?.parentElement ?? null);
            return Boolean(element?.closest('[data-testid="member-footnote"]'));
          });
          if (isFootnote) shifts.push(Number(Reflect.get(entry, 'value')));
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await serveDashboardAsShell(page, { withoutBrandReplies: false });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/dashboard-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });

    await page.reload();
    // The layout is drawn and the page's own script is on its way: the loader holds its place.
    await expect(page.getByRole('status', { name: 'กำลังโหลด…' })).toBeVisible();
    await expect(page.getByTestId('member-footnote')).toBeAttached();
    await capture(page, 'dashboard-loading');
    release();
    await expect(page.getByTestId('credit-balance')).toContainText('฿');
    // The game shortcuts and the quick menu are drawn a frame after the balance.
    await expect(page.getByRole('region', { name: 'เมนูลัด' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    expect(await page.evaluate(() => Reflect.get(window, '__footnoteShifts') as number[])).toEqual([]);
    // Still there for whoever scrolls to it.
    await page.getByTestId('member-footnote').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('member-footnote')).toBeInViewport();
  });
});
