import type { Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { logInAsDemoMember, readStoredSession } from './support/member';

/**
 * Stops the page's clock (installed with page.clock.install()) a second ahead of the page's own
 * time. pauseAt refuses a time the page has already passed, which a slow machine can reach
 * between reading the page's time and pausing; the page is then asked again.
 */
async function stopThePagesClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const pageNow = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(pageNow + 1_000);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('past')) throw error;
    }
  }
}

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
