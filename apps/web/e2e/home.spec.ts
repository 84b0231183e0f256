import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { capture, scrollUnderTopBar } from './support/capture';
import { DEMO_PASSWORD, DEMO_USERNAME, SCREENSHOT_DIR, TWIN_PASSWORD, TWIN_USERNAME } from './support/e2e-env';
import { readStoredSession } from './support/member';
import { OperatorClient } from './support/operator';
import { postStatementLines } from './support/statement';

/** Ends in .00: only deposits ending in the promotion's numbers earn a bonus (and a turnover to meet). */
const FEED_AMOUNT_SATANG = 321_00;
/** The server shows only the last four characters of a username in the public feeds. */
const MASKED_TWIN = `xxx${TWIN_USERNAME.slice(-4)}`;

function readField(value: unknown, path: readonly string[]): string {
  let current = value;
  for (const key of path) current = typeof current === 'object' && current !== null ? Reflect.get(current, key) : undefined;
  if (typeof current !== 'string') throw new Error(`The API answer has no ${path.join('.')}: ${JSON.stringify(value)}`);
  return current;
}

/**
 * Gives both public feeds a row of the twin's: a deposit read from the statement (their full
 * account number, so it is theirs alone) and a withdrawal of the same amount that an operator
 * approves. The demo member is not touched.
 */
async function makeTwinDepositAndWithdrawal(api: APIRequestContext): Promise<void> {
  const operator = await OperatorClient.logIn();
  try {
    const secret = `e2e-statement-secret-${randomUUID()}`;
    await operator.setStatementSecret(secret);
    const outcomes = await postStatementLines(secret, [
      {
        bankReference: `E2EHOME${String(Date.now())}`,
        senderBankCode: '004',
        senderAccount: '9994567890',
        amountSatang: FEED_AMOUNT_SATANG,
        occurredAt: new Date().toISOString(),
      },
    ]);
    expect(outcomes).toEqual(['credited']);

    const login = await api.post('/api/auth/login', { data: { username: TWIN_USERNAME, password: TWIN_PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    const session: unknown = await login.json();
    const withdrawal = await api.post(`/api/auth/withdraw/${readField(session, ['user', 'uuid'])}`, {
      headers: { Authorization: `Bearer ${readField(session, ['token'])}` },
      data: { amount: '321.00', idempotencyKey: `e2e-home-${randomUUID()}` },
    });
    expect(withdrawal.status(), await withdrawal.text()).toBe(200);
    await operator.approveWithdrawal(readField(await withdrawal.json(), ['data', 'uuid']), `E2E-HOME-${String(Date.now())}`);
  } finally {
    await operator.dispose();
  }
}

const loginBox = (page: Page) => page.getByRole('region', { name: 'เข้าสู่ระบบ' });

async function logInOnHomePage(page: Page, username: string, password: string): Promise<void> {
  const box = loginBox(page);
  await box.getByLabel('ชื่อผู้ใช้').fill(username);
  await box.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await box.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

test('the home page shows the hero, the category tiles, the announcements and both public feeds', async ({ page, request }) => {
  await makeTwinDepositAndWithdrawal(request);

  await page.goto('/');
  const hero = page.getByTestId('home-hero');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('ยินดีต้อนรับสู่ ลัคกี้สยาม');
  await expect(hero.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/register');

  const tiles = page.getByTestId('category-tile');
  await expect(tiles).toHaveCount(4);
  for (const [index, label] of ['คาสิโน', 'สล็อต', 'กีฬา'].entries()) {
    await expect(tiles.nth(index)).toContainText(label);
    await expect(tiles.nth(index)).toContainText('เข้าสู่ระบบเพื่อเล่น');
    await expect(tiles.nth(index)).toHaveAttribute('aria-disabled', 'true');
  }
  await expect(tiles.nth(3)).toHaveAttribute('href', '/contact');

  await expect(page.getByTestId('announcement-marquee')).toContainText('ยินดีต้อนรับสู่ลัคกี้สยาม');

  const twinRow = (feed: string) => page.getByTestId(feed).getByTestId('feed-item').filter({ hasText: MASKED_TWIN }).filter({ hasText: '฿321.00' });
  await expect(twinRow('deposit-feed').first()).toContainText(/\d{1,2} \S+ 25\d\d \d\d:\d\d/);
  await capture(page, 'home-page');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/home-page-full.png`, fullPage: true });

  await page.getByRole('tab', { name: 'ถอนล่าสุด' }).click();
  await expect(twinRow('withdraw-feed').first()).toBeVisible();
  await scrollUnderTopBar(page.getByTestId('public-feeds'));
  await capture(page, 'home-feeds-withdraw');
});

test('the login box on the home page shows the Thai refusal, then logs in to the dashboard', async ({ page }) => {
  await page.goto('/');
  // A game tile cannot open before login; it brings the visitor to the box instead. It is
  // aria-disabled, which Playwright will not click unless forced; a finger on a phone can.
  await page.getByTestId('category-tile').first().click({ force: true });
  await expect(loginBox(page).getByLabel('ชื่อผู้ใช้')).toBeFocused();

  await logInOnHomePage(page, DEMO_USERNAME, 'not-the-password');
  await expect(loginBox(page).getByTestId('login-error')).toHaveText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  await expect(page).toHaveURL(/\/$/);
  expect(await readStoredSession(page)).toEqual({ token: null, user: null });
  await scrollUnderTopBar(loginBox(page));
  await capture(page, 'home-login-error');

  // What was typed stays; only the password needs correcting.
  await expect(loginBox(page).getByLabel('ชื่อผู้ใช้')).toHaveValue(DEMO_USERNAME);
  await loginBox(page).getByLabel('รหัสผ่าน', { exact: true }).fill(DEMO_PASSWORD);
  await loginBox(page).getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
});
