import { expect, test } from './support/journey-test';
import { E2E_SERVER_URL, SCREENSHOT_DIR } from './support/e2e-env';
import { capture } from './support/capture';
import { OperatorClient } from './support/operator';

// This spec switches its brand into maintenance and back, so its tests run in order.
test.describe.configure({ mode: 'serial' });

const MAINTENANCE_HEADING = 'ปิดปรับปรุงระบบชั่วคราว';
let operator: OperatorClient | undefined;

function getOperator(): OperatorClient {
  if (!operator) throw new Error('The operator did not log in');
  return operator;
}

test.beforeAll(async () => {
  operator = await OperatorClient.logIn();
});

test.afterAll(async () => {
  await operator?.dispose();
});

test('an open page switches to maintenance at the next status poll', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();

  await getOperator().setWebsiteStatus('MA');
  await page.clock.fastForward('01:01');
  await expect(page.getByRole('heading', { name: MAINTENANCE_HEADING })).toBeVisible();
});

test('the root redirects to /ma', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/ma$/);
  await expect(page.getByRole('heading', { name: MAINTENANCE_HEADING })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/ma.png` });
});

test('a phone still waiting for the script sees the loading screen at the root, not a blank page', async ({ browser, baseURL }) => {
  // The root of a site in maintenance sends the visitor on, which only the app's script can do:
  // the server sends the app's shell rather than drawing the root as nothing.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('status')).toHaveText('กำลังโหลด…');
  await capture(page, 'ma-root-before-app');
  await context.close();
});

for (const path of ['/login', '/auth/dashboard', '/promotion', '/xyz']) {
  test(`${path} shows the maintenance page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: MAINTENANCE_HEADING })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toHaveCount(0);
  });
}

test('another brand of the deployment stays open meanwhile', async ({ browser }) => {
  // The host names no journey claims get a brand of their own (seed-journey-brands.ts).
  const context = await browser.newContext({ baseURL: E2E_SERVER_URL });
  const otherBrand = await context.newPage();
  await otherBrand.goto('/login');
  await expect(otherBrand.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await expect(otherBrand.getByRole('heading', { name: MAINTENANCE_HEADING })).toHaveCount(0);
  await expect(otherBrand).toHaveURL(/\/login$/);
  await context.close();
});

test('the site opens again when maintenance ends', async ({ page }) => {
  await getOperator().setWebsiteStatus('NORMAL');
  await page.goto('/ma');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /ยินดีต้อนรับสู่/ })).toBeVisible();
});
