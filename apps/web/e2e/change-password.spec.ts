import { type Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { TWIN_PASSWORD, TWIN_USERNAME } from './support/e2e-env';
import { fillLoginForm, readMemberUuid, readStoredSession } from './support/member';

// The journey changes the twin member's password; the twin is this journey's own (support/journeys.ts).
const NEW_PASSWORD = 'e2e-twin-changed-5678';

interface SignedInSession {
  token: string;
  memberUuid: string;
}

async function logInAsTwin(page: Page): Promise<SignedInSession> {
  await page.goto('/login');
  await fillLoginForm(page, TWIN_USERNAME, TWIN_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  const { token } = await readStoredSession(page);
  if (!token) throw new Error('The login stored no token');
  return { token, memberUuid: await readMemberUuid(page) };
}

function readOtherSessionsEnded(value: unknown): number {
  const data = typeof value === 'object' && value !== null && 'data' in value ? value.data : null;
  if (typeof data === 'object' && data !== null && 'otherSessionsEnded' in data && typeof data.otherSessionsEnded === 'number') return data.otherSessionsEnded;
  throw new Error(`The password change did not answer {data:{otherSessionsEnded}}: ${JSON.stringify(value)}`);
}

test('a member changes the password: a wrong old one is refused beside the field, other devices are signed out, the new one works', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, three sign-ins and a password change (each an argon2id hash on the server), and
  // the other device's wait to be sent to /login: 47 s on an idle machine, and past the journeys'
  // 90 s once in CI beside another journey.
  test.setTimeout(150_000);
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  try {
    // Two sessions of the same member: this page, and another device.
    const session = await logInAsTwin(page);
    const other = await logInAsTwin(otherPage);

    await page.goto('/auth/settings/change-password');
    await expect(page.getByRole('heading', { name: 'เปลี่ยนรหัสผ่าน', level: 1 })).toBeVisible();
    const oldPassword = page.getByLabel('รหัสผ่านเดิม', { exact: true });
    const newPassword = page.getByLabel('รหัสผ่านใหม่', { exact: true });
    const confirmPassword = page.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true });
    await expect(oldPassword).toHaveAttribute('autocomplete', 'current-password');
    await expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirmPassword).toHaveAttribute('autocomplete', 'new-password');
    await capture(page, 'change-password-empty');

    // A wrong old password: the server's Thai message beside that field, nothing typed lost.
    await oldPassword.fill('not-the-twin-password');
    await newPassword.fill(NEW_PASSWORD);
    await confirmPassword.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'แสดงรหัสผ่านใหม่' }).click();
    await expect(newPassword).toHaveAttribute('type', 'text');
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/auth/user/change-password/'));
    await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน', exact: true }).click();
    expect((await refused).status()).toBe(422);
    await expect(oldPassword).toHaveAttribute('aria-invalid', 'true');
    const oldPasswordError = page.locator(`#${(await oldPassword.getAttribute('aria-describedby')) ?? 'missing'}`);
    await expect(oldPasswordError).toHaveText('รหัสผ่านเดิมไม่ถูกต้อง');
    await expect(oldPassword).toHaveValue('not-the-twin-password');
    await expect(newPassword).toHaveValue(NEW_PASSWORD);
    await expect(confirmPassword).toHaveValue(NEW_PASSWORD);
    await capture(page, 'change-password-wrong-old');

    // The right old password: the change goes through, the form is cleared and says so.
    await oldPassword.fill(TWIN_PASSWORD);
    const accepted = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/auth/user/change-password/${session.memberUuid}`);
    await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน', exact: true }).click();
    const reply = await accepted;
    expect(reply.status(), await reply.text()).toBe(200);
    expect(readOtherSessionsEnded(await reply.json())).toBeGreaterThanOrEqual(1);
    const done = page.getByTestId('change-password-done');
    await expect(done).toContainText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว');
    await expect(done).toContainText(/อุปกรณ์อื่นที่เข้าสู่ระบบไว้ \d+ เครื่อง ถูกออกจากระบบแล้ว/);
    for (const field of [oldPassword, newPassword, confirmPassword]) await expect(field).toHaveValue('');
    await capture(page, 'change-password-done');

    // The other device: its token is refused, and it lands on /login, by its next call or by its
    // live balance stream, which meets the ended session first when it reconnects.
    const otherRead = await request.post(`/api/auth/user/getCredit/${TWIN_USERNAME}`, { headers: { Authorization: `Bearer ${other.token}` } });
    expect(otherRead.status()).toBe(401);
    const refresh = otherPage.getByRole('button', { name: 'รีเฟรชยอดเงิน' });
    if (await refresh.isVisible()) await refresh.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(otherPage).toHaveURL(/\/login$/);
    expect(await readStoredSession(otherPage)).toEqual({ token: null, user: null });
    await capture(otherPage, 'change-password-other-device');

    // This device stays signed in.
    await page.goto('/auth/dashboard');
    await expect(page).toHaveURL(/\/auth\/dashboard$/);
    await expect(page.getByTestId('credit-balance')).toBeVisible();
    expect((await readStoredSession(page)).token).toBe(session.token);

    // The old password no longer opens the account; the new one does.
    await fillLoginForm(otherPage, TWIN_USERNAME, TWIN_PASSWORD);
    await expect(otherPage.getByTestId('login-error')).toHaveText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    await fillLoginForm(otherPage, TWIN_USERNAME, NEW_PASSWORD);
    await expect(otherPage).toHaveURL(/\/auth\/dashboard$/);
  } finally {
    await otherContext.close();
  }
});
