import type { Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { logInAsDemoMember } from './support/member';

/** How far down the window is scrolled. */
const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

// Both pages are taller than a phone's screen (the dashboard about 1,600 px, the rewards 1,400):
// a page that kept the dashboard's position, or one drawn at the position the browser restored
// before the app had drawn it, would not be at these places.
test('a page opened from far down the dashboard starts at its top, and the back button and a reload return to where the member was', async ({ page }) => {
  await logInAsDemoMember(page);
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');

  // The quick menu is below the first screen of a phone.
  const quickMenu = page.getByRole('region', { name: 'เมนูลัด' });
  await quickMenu.scrollIntoViewIfNeeded();
  const leftAt = await scrollTop(page);
  expect(leftAt).toBeGreaterThan(100);

  await quickMenu.getByRole('link', { name: 'รับรางวัล' }).click();
  await expect(page).toHaveURL(/\/auth\/reward$/);
  await expect(page.getByRole('heading', { name: 'รับรางวัล', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(300);
  expect(await scrollTop(page)).toBe(0);
  await capture(page, 'reward-opened-from-dashboard');

  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  await expect(quickMenu).toBeInViewport();
  await expect.poll(() => scrollTop(page)).toBe(leftAt);

  // A reload keeps the place (the page drawn again may end a pixel shorter); the same page opened
  // afresh starts at its top.
  await page.reload();
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
  await expect.poll(async () => Math.abs((await scrollTop(page)) - leftAt)).toBeLessThanOrEqual(2);
  await page.goto('/auth/dashboard');
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
  expect(await scrollTop(page)).toBe(0);
});
