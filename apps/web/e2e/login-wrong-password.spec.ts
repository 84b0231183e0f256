import { expect, test } from './support/journey-test';
import { DEMO_USERNAME } from './support/e2e-env';
import { fillLoginForm, readStoredSession } from './support/member';

test('a wrong password shows the Thai error and logs nobody in', async ({ page }) => {
  await page.goto('/login');
  await fillLoginForm(page, DEMO_USERNAME, 'not-the-password');

  await expect(page.getByTestId('login-error')).toHaveText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  await expect(page).toHaveURL(/\/login$/);
  expect(await readStoredSession(page)).toEqual({ token: null, user: null });
});

test('empty fields are flagged beside each field before anything is sent', async ({ page }) => {
  await page.goto('/login');
  let loginRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) loginRequests += 1;
  });
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();

  await expect(page.getByText('กรุณากรอกชื่อผู้ใช้')).toBeVisible();
  await expect(page.getByText('กรุณากรอกรหัสผ่าน')).toBeVisible();
  expect(loginRequests).toBe(0);
});
