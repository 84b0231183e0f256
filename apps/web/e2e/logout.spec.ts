import { expect, test } from './support/journey-test';
import { logInAsDemoMember, readStoredSession } from './support/member';
import { stopThePagesClock } from './support/page-clock';

test('logout asks for confirmation, says goodbye and lands on /login', async ({ page, request }) => {
  // The dialog closes by itself after 5 s (the test below): the page's clock stands still from
  // before it opens until it is answered, so a slow machine cannot close it before the click.
  await page.clock.install();
  await logInAsDemoMember(page);
  const { token } = await readStoredSession(page);

  await stopThePagesClock(page);
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'ยืนยันการออกจากระบบ' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('คุณต้องการออกจากระบบหรือไม่?');
  await expect(dialog.getByRole('button', { name: 'ยกเลิก' })).toBeVisible();
  await expect(dialog).toContainText(/ปิดอัตโนมัติใน \d วินาที/);

  const logoutReply = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await dialog.getByRole('button', { name: 'ตกลง' }).click();
  expect((await logoutReply).status()).toBe(200);
  await page.clock.resume();

  const toast = page.getByText('ออกจากระบบสำเร็จ');
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await readStoredSession(page)).toEqual({ token: null, user: null });
  // The notice closes by itself after 2 s.
  await expect(toast).toBeHidden({ timeout: 4_000 });

  // The server has ended the session too: the old token no longer opens member data.
  const stale = await request.post('/api/auth/setting', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
    data: {},
  });
  expect(stale.status()).toBe(401);
});

test('the logout dialog closes by itself after 5 s and the member stays logged in', async ({ page }) => {
  await logInAsDemoMember(page);
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'ยืนยันการออกจากระบบ' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 7_000 });
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  expect((await readStoredSession(page)).token).toBeTruthy();
});
