import type { Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { logInAsDemoMember } from './support/member';

const BANNER_IMAGE = '/brand-assets/demo/promo-first-deposit.svg';

/**
 * Holds the banners and the member's announcements back until the returned function is called.
 * The journeys' brand shows no banners, so the banners answer with `bannerCount` of the demo's.
 */
async function holdBannersAndAnnouncements(page: Page, bannerCount: number): Promise<() => void> {
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

for (const bannerCount of [2, 1]) {
  test(`the balance stays where it is drawn while ${String(bannerCount)} banner(s) and the announcements arrive above it`, async ({ page }) => {
    await logInAsDemoMember(page);
    const release = await holdBannersAndAnnouncements(page, bannerCount);
    await page.reload();
    const balanceCard = page.locator('section[aria-labelledby="credit-label"]');
    await expect(page.getByTestId('credit-balance')).toContainText('฿');
    await expect(page.getByTestId('promotion-carousel-skeleton')).toBeVisible();
    const whileLoading = await balanceCard.boundingBox();

    release();
    await expect(page.getByTestId('promotion-carousel')).toBeVisible();
    await expect(page.getByTestId('announcement-marquee')).toBeVisible();
    await expect(page.getByTestId('promotion-dot')).toHaveCount(bannerCount > 1 ? bannerCount : 0);
    const loaded = await balanceCard.boundingBox();
    expect(loaded?.y).toBe(whileLoading?.y);
  });
}
