import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERNAME } from './e2e-env';

export async function fillLoginForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

/** Logs the demo member in through the login page and waits for the dashboard. */
export async function logInAsDemoMember(page: Page): Promise<void> {
  await page.goto('/login');
  await fillLoginForm(page, DEMO_USERNAME, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
}

export function readStoredSession(page: Page) {
  return page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('imiUser') }));
}
