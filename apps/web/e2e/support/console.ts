import { expect, request, type Page } from '@playwright/test';
import { brandListResponseSchema } from '@app/contract/admin';
import { OPERATOR_PASSWORD } from './e2e-env';
import { currentJourney } from './journey-test';
import { journeyRequestOptions } from './journeys';
import { readLastUsedStep, unusedOperatorTotpCode } from './operator-totp';

/**
 * An operator of the running test's journey for a sign-in in the console: one that has not
 * signed in yet, so its code is accepted at once. The first operator is the API client's
 * (support/operator.ts). Only when every one has signed in does this take the longest unused,
 * whose next code may be up to 30 seconds away.
 */
export function claimConsoleOperator(): string {
  const consoleOperators = currentJourney().operators.slice(1);
  const fresh = consoleOperators.find((username) => readLastUsedStep(username) === null);
  const oldest = [...consoleOperators].sort((a, b) => (readLastUsedStep(a) ?? 0) - (readLastUsedStep(b) ?? 0))[0];
  const operator = fresh ?? oldest;
  if (!operator) throw new Error('the journey has no console operator');
  return operator;
}

/** Fills the console's login form for `username`; the code is one the server has not seen from them (this may wait up to 30 s). */
export async function fillConsoleLogin(page: Page, username: string, { password = OPERATOR_PASSWORD }: { password?: string } = {}): Promise<void> {
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByLabel('รหัสยืนยัน 6 หลัก').fill(await unusedOperatorTotpCode(username));
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

/** Signs an operator (an admin) of the journey in at /backoffice/login and waits for the console's menu. */
export async function logInToConsole(page: Page): Promise<void> {
  await page.goto('/backoffice/login');
  await fillConsoleLogin(page, claimConsoleOperator());
  await expect(page.getByRole('navigation', { name: 'เมนูหลังบ้าน' })).toBeVisible();
}

export function readConsoleStorage(page: Page) {
  return page.evaluate(() => ({
    operatorSession: localStorage.getItem('backofficeSession'),
    memberToken: localStorage.getItem('token'),
    memberUser: localStorage.getItem('imiUser'),
  }));
}

/** The console's operator token, and the admin API path of the journey's brand, which the console opens on. */
export async function readConsoleSession(page: Page): Promise<{ token: string; brandPath: string }> {
  const stored = await page.evaluate(() => localStorage.getItem('backofficeSession'));
  const token: unknown = stored ? Reflect.get(Object(JSON.parse(stored)), 'token') : null;
  if (typeof token !== 'string') throw new Error('the console keeps no operator session');
  const journey = currentJourney();
  const api = await request.newContext(journeyRequestOptions(journey, { Authorization: `Bearer ${token}` }));
  try {
    const brands = brandListResponseSchema.parse(await (await api.get('/api/admin/brands')).json()).data;
    const brand = brands.find((candidate) => candidate.hostnames.includes(journey.host));
    if (!brand) throw new Error(`the operator sees no brand on ${journey.host}`);
    return { token, brandPath: `/api/admin/brands/${brand.id}` };
  } finally {
    await api.dispose();
  }
}
