import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { logInAsDemoMember } from './support/member';

test('a member opens the side menu from the top bar and goes to change the password', async ({ page }) => {
  await logInAsDemoMember(page);
  // The menu closes when the page changes; the dashboard must have arrived before it is opened.
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  const menu = page.getByRole('navigation', { name: 'เมนู', exact: true });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveCount(13);
  await expect(menu.getByRole('link', { name: 'หน้าหลัก' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
  await capture(page, 'member-menu');

  // Escape closes it; so does the backdrop.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  await page.getByTestId('drawer-backdrop').click({ position: { x: 370, y: 400 } });
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  await menu.getByRole('link', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await expect(page).toHaveURL(/\/auth\/settings\/change-password$/);
  await expect(page.getByRole('heading', { name: 'เปลี่ยนรหัสผ่าน', level: 1 })).toBeVisible();
  await expect(menu).toBeHidden();
});
