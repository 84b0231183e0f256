import type { Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { waitForDrawnPageTakeover } from './support/drawn-page-takeover';
import { DEMO_MEMBER_NAME, DEMO_PASSWORD, DEMO_USERNAME } from './support/e2e-env';
import { logInAsDemoMember } from './support/member';

/** The app's entry script, which a drawn page asks for only after it has painted. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's script back until `release` is called: a phone still downloading it. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Errors the page reports: a drawn page the app could not take over as it is reports one. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The API calls a drawn page's replies hold (its `drawn-page-state`), sorted. */
function queriesDrawnWith(html: string): string[] {
  const state = /<script type="application\/json" id="drawn-page-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  return Object.keys((JSON.parse(state) as { api: { queries: object } }).api.queries).sort();
}

test("the login page arrives drawn: a visitor can type in it before the app's script, and logs in with what was typed", async ({ page }) => {
  const errors = collectPageErrors(page);
  const release = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });

  // Drawn by the server, with no script run: the brand, the form and its title.
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeVisible();
  await expect(page.getByTestId('brand-logo')).toBeVisible();
  await expect(page).toHaveTitle('เข้าสู่ระบบ | ลัคกี้สยาม');
  await page.getByLabel('ชื่อผู้ใช้').fill(DEMO_USERNAME);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(DEMO_PASSWORD);
  await capture(page, 'drawn-login-before-app');

  // Sent before the app is there, the form is not sent by the browser: no password in the address.
  await page.getByLabel('รหัสผ่าน', { exact: true }).press('Enter');
  await page.waitForTimeout(300);
  expect(page.url()).not.toContain(DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/login$/);

  // Once the app has taken the page over, what was typed is the form's, and the login the visitor
  // sent goes through without a second tap.
  release();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
  expect(errors).toEqual([]);
});

test('the home page is taken over by the app as drawn: its menu opens and no error is reported', async ({ page }) => {
  const errors = collectPageErrors(page);
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'เข้าสู่ระบบ' }).first()).toBeVisible();
  await capture(page, 'drawn-home-before-app');
  release();
  // A tap before the app has the page does nothing: the network going quiet did not always mean
  // the app had taken the page over in full runs.
  await waitForDrawnPageTakeover(page);

  // The app's own behaviour on the drawn page: the side menu opens.
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  await expect(page.getByRole('navigation', { name: 'เมนู', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a phone with scripts off still gets the drawn pages, and the replies they were drawn with name only the brand', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByLabel('ชื่อผู้ใช้')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();

  const reply = await request.get('/login');
  const html = await reply.text();
  expect(reply.headers()['content-security-policy']).not.toContain("'unsafe-inline'");
  // No module script in the document: the app is asked for by the after-paint loader.
  expect(html).not.toContain('type="module"');
  expect(html).toContain('/load-app-after-paint.js');
  expect(queriesDrawnWith(html)).toEqual(['getConfiguration(undefined)', 'getPublicSettings(undefined)', 'getWebsiteStatus(undefined)']);
});

test('a signed-in member opening the login page is taken to the dashboard, not shown the drawn page', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/login');
  await page.getByLabel('ชื่อผู้ใช้').fill(DEMO_USERNAME);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
  expect(errors).toEqual([]);
});

test.describe("the dashboard's frame drawn ahead", () => {
  // The app's script is held back below; a service worker would answer for it from its cache.
  test.use({ serviceWorkers: 'block' });

  test("arrives with the brand's parts drawn, shows the member's balance before the app's script, and the app fills the rest in where it is held", async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    await logInAsDemoMember(page);
    // The dashboard the login opened has read its balance before the calls below are counted.
    await expect(page.getByTestId('credit-balance')).toBeVisible();
    // A tab that did not log in itself (a bookmark, a reload in a new tab): no previous-login line.
    await page.evaluate(() => {
      sessionStorage.clear();
    });
    const creditCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/auth/user/getCredit/')) creditCalls.push(sent.url());
    });
    const release = await holdAppScript(page);
    await page.goto('/auth/dashboard', { waitUntil: 'domcontentloaded' });

    // Drawn by the server, no app yet: the layout, the quick actions and the check-in tile; the
    // member's name and level are placeholders. The balance is asked for by the page's own small
    // script and shown in the card, in the card's own look, the placeholder gone.
    await expect(page).toHaveTitle('หน้าหลัก | ลัคกี้สยาม');
    await expect(page.getByRole('link', { name: 'ฝากเงิน' }).first()).toBeVisible();
    await expect(page.getByTestId('check-in-tile')).toContainText('กำลังโหลด');
    await expect(page.getByTestId('member-name')).toHaveText('');
    const balanceCard = page.locator('section[aria-labelledby="credit-label"]');
    await expect(balanceCard.getByRole('paragraph')).toHaveText('฿1,000.00บาท');
    await expect(page.getByTestId('credit-skeleton')).toBeHidden();
    await page.evaluate(() => document.fonts.ready);
    const drawn = await balanceCard.boundingBox();
    await capture(page, 'drawn-dashboard-before-app');
    // The digits' face (Kanit 600, Latin) is named in the page's head, so it is there before the
    // figure is written; asked for once, in the mode the browser uses for fonts (a preload in
    // another mode would be downloaded a second time).
    const digitsFont = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\/kanit-latin-600-normal-[\w-]+\.woff2$/.test(path)),
    );
    expect(digitsFont).toHaveLength(1);

    release();
    await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
    await expect(page.getByTestId('member-name')).toHaveText(DEMO_MEMBER_NAME);
    await expect(page.getByTestId('dashboard-username')).toHaveText(DEMO_USERNAME);
    await expect(page.getByTestId('credit-skeleton')).toHaveCount(0);
    // Taken over as drawn (no hydration error), the card where it was; and the balance asked for
    // once: the app took the page's reply over.
    expect((await balanceCard.boundingBox())?.y).toBe(drawn?.y);
    expect(errors).toEqual([]);
    expect(creditCalls).toHaveLength(1);

    // The server never knows the member: the page is the same for everyone, and carries only the brand's replies.
    const html = await (await request.get('/auth/dashboard')).text();
    expect(html).toContain(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${digitsFont[0] ?? ''}">`);
    expect(html).not.toContain(DEMO_USERNAME);
    expect(html).not.toContain(DEMO_MEMBER_NAME);
    expect(queriesDrawnWith(html)).toEqual([
      'getConfiguration(undefined)',
      'getLivePromotionBanners(undefined)',
      'getPublicSettings(undefined)',
      'getWebsiteStatus(undefined)',
    ]);
  });

  test('sends a visitor without a session to the login page once the app arrives', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/auth/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
