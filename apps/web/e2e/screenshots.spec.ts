import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './support/e2e-env';
import { logInAsDemoMember } from './support/member';

/** Screens at the 390x844 design size, for a person to look at after the run. */
async function capture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // Park the pointer in a corner so no hover state is captured.
  await page.mouse.move(0, 0);
  // Let entry animations settle so the picture shows the resting state.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

test('home, login, 404, dashboard and logout dialog', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /ยินดีต้อนรับสู่/ })).toBeVisible();
  await capture(page, 'home');

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await capture(page, 'login');

  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();
  await capture(page, '404');

  await logInAsDemoMember(page);
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
  await capture(page, 'dashboard');

  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await capture(page, 'logout-dialog');
});
