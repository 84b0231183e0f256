import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { logInAsDemoMember } from './support/member';

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
