import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { DEMO_PASSWORD, DEMO_USERNAME, TWIN_PASSWORD, TWIN_USERNAME } from './support/e2e-env';
import { fillLoginForm, logInAsDemoMember, readStoredSession } from './support/member';
import { logInThroughApi } from './support/member-api';

const DEMO_ADDRESS = {
  houseNumber: '88/8',
  moo: '4',
  road: 'ถนนมิตรภาพ',
  subdistrict: 'ในเมือง',
  district: 'เมืองขอนแก่น',
  province: 'ขอนแก่น',
  postcode: '40000',
};

test('after a session times out, the next member on the same phone never sees the first one’s data', async ({ page, request }) => {
  // The demo member has a delivery address; the twin has none.
  const demo = await logInThroughApi(request, DEMO_USERNAME, DEMO_PASSWORD);
  const saved = await request.patch('/api/auth/address', { headers: demo.authorization, data: DEMO_ADDRESS });
  expect(saved.status(), await saved.text()).toBe(200);

  await logInAsDemoMember(page);
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
  const openFromMenu = async (label: string) => {
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await page.getByRole('navigation', { name: 'เมนู', exact: true }).getByRole('link', { name: label }).click();
  };
  await openFromMenu('จัดการที่อยู่');
  await expect(page.getByLabel('บ้านเลขที่')).toHaveValue('88/8');

  // The server ends the session (an expiry or a revoke look the same to the page): the next
  // request the page makes answers 401, and the member is sent to log in again. No reload.
  const { token } = await readStoredSession(page);
  const ended = await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token ?? ''}` } });
  expect(ended.status()).toBe(200);
  await openFromMenu('หน้าหลัก');
  await expect(page).toHaveURL(/\/login$/);

  // The twin signs in on the same page. Their address is read slowly, so a form filled from what
  // the first member left behind would show while it loads.
  let isTwinAddressRead = false;
  await page.route('**/api/auth/address/mine', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
    isTwinAddressRead = true;
  });
  await fillLoginForm(page, TWIN_USERNAME, TWIN_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  await expect(page.getByTestId('credit-balance')).toBeVisible();
  await openFromMenu('จัดการที่อยู่');
  const demoValuesSeen = new Set<string>();
  while (!isTwinAddressRead) {
    const values = await page.locator('input').evaluateAll((inputs) => inputs.map((input) => (input instanceof HTMLInputElement ? input.value : '')));
    for (const value of values) if (Object.values(DEMO_ADDRESS).includes(value) && value !== '') demoValuesSeen.add(value);
    await page.waitForTimeout(50);
  }
  await expect(page.getByLabel('บ้านเลขที่')).toHaveValue('');
  expect([...demoValuesSeen]).toEqual([]);
  await capture(page, 'session-timeout-next-member');
});

test('a failed response with status 200 ends the session too (spec section 8): stored token and user cleared, back to /login', async ({ page }) => {
  await logInAsDemoMember(page);
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
  // Whatever answers in the failure shape with status 200 has lost the session.
  await page.route('**/api/auth/user/getCredit/**', async (route) => {
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'เซสชันไม่ถูกต้อง' } }) });
  });
  // The balance stream's first reading may arrive just then, turning the button off for a moment
  // while it is shown; a tap in that moment does nothing, as for a member, who taps again.
  await expect(async () => {
    if (!page.url().endsWith('/login')) await page.getByRole('button', { name: 'รีเฟรชยอดเงิน' }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 3_000 });
  }).toPass();
  expect(await readStoredSession(page)).toEqual({ token: null, user: null });
});
