import { expect, test } from './support/journey-test';
import { DEMO_USERNAME } from './support/e2e-env';
import { logInAsDemoMember } from './support/member';
import { OperatorClient } from './support/operator';

const SCRIPT_URL = 'https://chat-widget.test/widget.js';

/** Stands in for the vendor's widget: it keeps a copy of what the site handed it when it ran. */
const FAKE_WIDGET = 'window.__chatSeen = JSON.parse(JSON.stringify(window.SupportChatVisitor ?? null));';

test('the support chat widget is sent only the fields the brand enabled', async ({ page }) => {
  const operator = await OperatorClient.logIn();
  let widgetRequests = 0;
  await page.route(SCRIPT_URL, async (route) => {
    widgetRequests += 1;
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_WIDGET });
  });
  try {
    await operator.setChatWidget({ isEnabled: true, scriptUrl: SCRIPT_URL, fields: ['username', 'points'] });

    await logInAsDemoMember(page);
    const readSeen = () => page.evaluate((): unknown => Reflect.get(window, '__chatSeen'));
    await expect.poll(readSeen).not.toBeUndefined();
    const seen = await readSeen();
    if (typeof seen !== 'object' || seen === null) throw new Error(`The widget saw no visitor: ${JSON.stringify(seen)}`);
    // Exactly the two enabled fields: no phone, no bank account, nothing else.
    expect(Object.keys(seen).sort()).toEqual(['points', 'username']);
    expect(Reflect.get(seen, 'username')).toBe(DEMO_USERNAME);
    expect(typeof Reflect.get(seen, 'points')).toBe('number');
    await expect(page.locator(`script[src="${SCRIPT_URL}"]`)).toHaveCount(1);

    // Moving between member pages keeps the one script. The menu closes when the page changes,
    // so the dashboard must have arrived before it is opened.
    await expect(page.getByTestId('credit-balance')).toBeVisible();
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await page.getByRole('navigation', { name: 'เมนู', exact: true }).getByRole('link', { name: 'ติดต่อเรา' }).click();
    await expect(page).toHaveURL(/\/auth\/contact$/);
    await expect(page.locator(`script[src="${SCRIPT_URL}"]`)).toHaveCount(1);
    expect(widgetRequests).toBe(1);

    // Logging out takes the script and the member's details off the page.
    await page.getByRole('banner').getByRole('button', { name: 'ออกจากระบบ' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'ตกลง' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator(`script[src="${SCRIPT_URL}"]`)).toHaveCount(0);
    expect(await page.evaluate(() => 'SupportChatVisitor' in window)).toBe(false);
  } finally {
    await operator.dispose();
  }
});
