import type { Page } from '@playwright/test';
import { CHAT_WIDGET_FIELDS } from '@app/contract/settings';
import { expect, test } from './support/journey-test';
import { DEMO_MEMBER_NAME, DEMO_USERNAME } from './support/e2e-env';
import { logInAsDemoMember, readStoredSession } from './support/member';
import { OperatorClient } from './support/operator';

const SCRIPT_URL = 'https://chat-widget.test/widget.js';

/** Stands in for the vendor's widget: it keeps a copy of what the site handed it when it ran. */
const FAKE_WIDGET = 'window.__chatSeen = JSON.parse(JSON.stringify(window.SupportChatVisitor ?? null));';

/** What the stand-in widget found in window.SupportChatVisitor when its script ran. */
async function readWhatTheWidgetSaw(page: Page): Promise<Record<string, unknown>> {
  const readSeen = () => page.evaluate((): unknown => Reflect.get(window, '__chatSeen'));
  await expect.poll(readSeen).not.toBeUndefined();
  const seen = await readSeen();
  if (typeof seen !== 'object' || seen === null) throw new Error(`The widget saw no visitor: ${JSON.stringify(seen)}`);
  return Object.fromEntries(Object.entries(seen));
}

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
    const seen = await readWhatTheWidgetSaw(page);
    // Exactly the two enabled fields: no phone, no bank account, nothing else.
    expect(Object.keys(seen).sort()).toEqual(['points', 'username']);
    expect(seen.username).toBe(DEMO_USERNAME);
    expect(typeof seen.points).toBe('number');
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

test('with every field on, the widget receives the eight details of spec section 6, the email derived from the member uuid', async ({ page }) => {
  const operator = await OperatorClient.logIn();
  await page.route(SCRIPT_URL, async (route) => {
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_WIDGET });
  });
  try {
    await operator.setChatWidget({ isEnabled: true, scriptUrl: SCRIPT_URL, fields: [...CHAT_WIDGET_FIELDS] });
    await logInAsDemoMember(page);
    const seen = await readWhatTheWidgetSaw(page);

    const { token, user } = await readStoredSession(page);
    const member: unknown = JSON.parse(user ?? 'null');
    if (typeof member !== 'object' || member === null) throw new Error('No member is stored in this page');
    const level = await page.evaluate(async (bearer) => {
      const uuid = Reflect.get(JSON.parse(localStorage.getItem('imiUser') ?? '{}'), 'uuid');
      const response = await fetch(`/api/auth/user/level/${String(uuid)}`, { headers: { Authorization: `Bearer ${bearer ?? ''}` } });
      return (await response.json()).data.current.name as string;
    }, token);

    expect(Object.keys(seen).sort()).toEqual([...CHAT_WIDGET_FIELDS].sort());
    expect(seen).toEqual({
      name: DEMO_MEMBER_NAME,
      email: `${String(Reflect.get(member, 'uuid'))}@member.invalid`,
      phone: Reflect.get(member, 'phone'),
      username: DEMO_USERNAME,
      bankName: Reflect.get(Reflect.get(member, 'user_bank'), 'bankName'),
      bankId: Reflect.get(Reflect.get(member, 'user_bank'), 'bankId'),
      levelName: level,
      points: Reflect.get(Reflect.get(member, 'user_credit'), 'point'),
    });
    expect(seen.email).toMatch(/^[0-9a-f-]{36}@member\.invalid$/);
    expect(seen.phone).toMatch(/^0\d{8,9}$/);
    expect(seen.bankName).toMatch(/[\u0E00-\u0E7F]/);
    expect(seen.levelName).toMatch(/[\u0E00-\u0E7F]/);
  } finally {
    await operator.setChatWidget({ isEnabled: false, scriptUrl: '', fields: [] });
    await operator.dispose();
  }
});
