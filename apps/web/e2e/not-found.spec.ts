import { expect, test } from './support/journey-test';

test('an unknown path goes to /404 with the Thai not-found text', async ({ page }) => {
  await page.goto('/xyz');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'กลับสู่หน้าหลักสมาชิก' })).toHaveAttribute('href', '/auth/dashboard');
});
