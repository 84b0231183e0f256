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

/** The demo member's profile uuid, which the API also uses as the member's id. */
export async function readMemberUuid(page: Page): Promise<string> {
  const { user } = await readStoredSession(page);
  const parsed: unknown = JSON.parse(user ?? 'null');
  if (typeof parsed === 'object' && parsed !== null && 'uuid' in parsed && typeof parsed.uuid === 'string') return parsed.uuid;
  throw new Error('No member is stored in this page');
}

/**
 * The balance on the credit card, or on the credit strip of the game and reward pages, in satang
 * ("฿1,250.00บาท" -> 125000); it always has two decimals.
 */
export async function readCreditSatang(page: Page, testId: 'credit-balance' | 'credit-strip-balance' = 'credit-balance'): Promise<number> {
  const text = await page.getByTestId(testId).textContent();
  const digits = (text ?? '').replace(/\D/g, '');
  if (!digits) throw new Error(`The credit card shows no amount: ${JSON.stringify(text)}`);
  return Number(digits);
}
