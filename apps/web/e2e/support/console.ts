import { expect, type Page } from '@playwright/test';
import { OPERATOR_PASSWORD, OPERATOR_USERNAME } from './e2e-env';
import { unusedOperatorTotpCode } from './operator-totp';

/** Fills the console's login form; the code is one the server has not seen yet (this may wait up to 30 s). */
export async function fillConsoleLogin(page: Page, { password = OPERATOR_PASSWORD }: { password?: string } = {}): Promise<void> {
  await page.getByLabel('ชื่อผู้ใช้').fill(OPERATOR_USERNAME);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByLabel('รหัสยืนยัน 6 หลัก').fill(await unusedOperatorTotpCode());
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

/** Signs the e2e operator (an admin) in at /backoffice/login and waits for the console's menu. */
export async function logInToConsole(page: Page): Promise<void> {
  await page.goto('/backoffice/login');
  await fillConsoleLogin(page);
  await expect(page.getByRole('navigation', { name: 'เมนูหลังบ้าน' })).toBeVisible();
}

export function readConsoleStorage(page: Page) {
  return page.evaluate(() => ({
    operatorSession: localStorage.getItem('backofficeSession'),
    memberToken: localStorage.getItem('token'),
    memberUser: localStorage.getItem('imiUser'),
  }));
}

/** The console's operator token and brand, as the signed-in page keeps them. */
export async function readConsoleSession(page: Page): Promise<{ token: string; brandPath: string }> {
  const stored = await page.evaluate(() => localStorage.getItem('backofficeSession'));
  const token: unknown = stored ? Reflect.get(Object(JSON.parse(stored)), 'token') : null;
  if (typeof token !== 'string') throw new Error('the console keeps no operator session');
  const brands = await page.request.get('/api/admin/brands', { headers: { Authorization: `Bearer ${token}` } });
  const brandId: unknown = Reflect.get(Object((await brands.json()).data?.[0]), 'id');
  if (typeof brandId !== 'string') throw new Error('the operator sees no brand');
  return { token, brandPath: `/api/admin/brands/${brandId}` };
}
