import { expect, test } from './support/journey-test';
import { logInAsDemoMember } from './support/member';

for (const path of ['/auth/anything', '/auth/dashboard', '/auth']) {
  test(`a visitor opening ${path} is sent to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  });
}

test('a member opening a public page is sent to the dashboard', async ({ page }) => {
  await logInAsDemoMember(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
});

test('an expired or forged token sends the member back to /login', async ({ page }) => {
  await logInAsDemoMember(page);
  await page.evaluate(() => {
    localStorage.setItem('token', 'forged-token');
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('imiUser'))).toBeNull();
});
