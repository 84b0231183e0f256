import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { logInAsDemoMember } from './support/member';

// The page's script is refused below; a service worker would answer it from its cache, unseen.
test.use({ serviceWorkers: 'block' });

test("a page whose script never arrives shows the Thai error screen inside the member's layout, and the member goes on elsewhere", async ({ page }) => {
  // The app retries a page's script for two minutes before it gives up: the page's clock runs them out.
  await page.clock.install();
  await logInAsDemoMember(page);
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
  await page.route(/\/assets\/withdraw-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));

  const bottomBar = page.getByRole('navigation', { name: 'เมนูสมาชิก' });
  await bottomBar.getByRole('link', { name: 'ถอนเงิน' }).click();
  const errorTitle = page.getByRole('heading', { name: 'โหลดหน้าไม่สำเร็จ' });
  await expect
    .poll(
      async () => {
        await page.clock.runFor(10_000);
        return errorTitle.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(page.getByText('อาจเกิดจากสัญญาณอินเทอร์เน็ต กรุณาโหลดหน้าใหม่อีกครั้ง')).toBeVisible();
  await expect(page.getByRole('button', { name: 'โหลดหน้าใหม่' })).toBeVisible();
  // The layout around the page stays: the member is not left without a way on.
  await expect(bottomBar).toBeVisible();
  await capture(page, 'page-load-failure');

  await bottomBar.getByRole('link', { name: 'หน้าหลัก' }).click();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
  await expect(errorTitle).toBeHidden();
});
