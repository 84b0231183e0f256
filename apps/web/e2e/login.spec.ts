import { expect, test } from './support/journey-test';
import { DEMO_MEMBER_NAME, DEMO_USERNAME } from './support/e2e-env';
import { logInAsDemoMember, readStoredSession } from './support/member';

test('a member logs in and the dashboard shows their name and credit', async ({ page }) => {
  await logInAsDemoMember(page);

  await expect(page.getByTestId('dashboard-member-name')).toHaveText(DEMO_MEMBER_NAME);
  await expect(page.getByTestId('dashboard-username')).toHaveText(DEMO_USERNAME);
  await expect(page.getByTestId('member-name')).toHaveText(DEMO_MEMBER_NAME);
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
  await expect(page.getByTestId('credit-balance')).toContainText('฿');
  await expect(page).toHaveTitle(/^หน้าหลัก \| .+/);

  const session = await readStoredSession(page);
  expect(session.token).toBeTruthy();
  expect(JSON.parse(session.user ?? 'null')).toMatchObject({ name: DEMO_MEMBER_NAME, user_pass: { username: DEMO_USERNAME } });
});

test('the session survives a reload and the credit can be refreshed', async ({ page }) => {
  await logInAsDemoMember(page);
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');

  const creditReply = page.waitForResponse((response) => response.url().includes('/api/auth/user/getCredit/'));
  await page.getByRole('button', { name: 'รีเฟรชยอดเงิน' }).click();
  expect((await creditReply).status()).toBe(200);
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
});
