import { expect, test } from './support/journey-test';
import { capture, scrollUnderTopBar } from './support/capture';
import { spinHouseSlotUntilBalanceMoves } from './support/house-slot';
import { logInAsDemoMember, readCreditSatang, readStoredSession } from './support/member';

/** "+฿1,234.50" or "−฿12.00" (U+2212), as the reality check shows a net result. */
function signedBaht(amountSatang: number): string {
  const text = (Math.abs(amountSatang) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const sign = amountSatang > 0 ? '+' : amountSatang < 0 ? '\u2212' : '';
  return `${sign}฿${text}`;
}

/**
 * A member chooses a reality check every 30 minutes, plays the house slot, and the browser's clock
 * is moved on: at 30 minutes of the login the game page stops them with the time and what the
 * spins won or lost; "continue" closes it until 60 minutes, and "log out" then ends the session.
 */
test('a member chooses a reality check every 30 minutes; the game page shows the time and net result, continues, then logs out', async ({ page, request }) => {
  await page.clock.install();
  await logInAsDemoMember(page);
  await expect(page.getByTestId('credit-balance')).toContainText(/\d\.\d\d/);
  const startSatang = await readCreditSatang(page);

  await page.goto('/auth/settings/responsible-gaming');
  const card = page.getByTestId('reality-check-card');
  await expect(card.getByLabel('ทุก 60 นาที')).toBeChecked();
  await card.getByText('ทุก 30 นาที').click();
  await card.getByRole('button', { name: 'บันทึก' }).click();
  await expect(card.getByTestId('reality-check-saved')).toHaveText('บันทึกแล้ว จะแจ้งเตือนทุก 30 นาที');
  await scrollUnderTopBar(card);
  await capture(page, 'reality-check-setting');

  const endSatang = await spinHouseSlotUntilBalanceMoves(page);
  const dialog = page.getByTestId('reality-check');
  await expect(dialog).toHaveCount(0);

  await page.clock.fastForward('30:00');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'แจ้งเตือนเวลาเล่น' })).toBeVisible();
  await expect(dialog.getByTestId('reality-check-elapsed')).toHaveText('30 นาที');
  await expect(dialog.getByTestId('reality-check-net')).toHaveText(signedBaht(endSatang - startSatang));
  await capture(page, 'reality-check-dialog');

  await dialog.getByRole('button', { name: 'เล่นต่อ' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/play\/house\?game=house-slot$/);

  await page.clock.fastForward('30:00');
  await expect(dialog.getByTestId('reality-check-elapsed')).toHaveText('1 ชั่วโมง 0 นาที');
  await expect(dialog.getByTestId('reality-check-net')).toHaveText(signedBaht(endSatang - startSatang));
  const { token } = await readStoredSession(page);
  await dialog.getByRole('button', { name: 'ออกจากระบบ' }).click();
  // The notice first: it shows for 2 s from the logout, and a slow machine can take longer than
  // that to open the login page.
  await expect(page.getByText('ออกจากระบบสำเร็จ')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await readStoredSession(page)).toEqual({ token: null, user: null });
  // The server has ended the session too.
  const stale = await request.get('/api/auth/protection/reality-check/session', { headers: { Authorization: `Bearer ${token ?? ''}` } });
  expect(stale.status()).toBe(401);
});

/** The same reminder on a provider's games page, in the member layout; "history" opens the win/loss log. */
test('the reminder also stops a games list page, and "history" opens the win/loss log', async ({ page }) => {
  await page.clock.install();
  await logInAsDemoMember(page);
  await page.goto('/auth/games/slot/HOUSE');
  await expect(page.getByTestId('game-grid')).toBeVisible();

  // The interval of 30 minutes the first journey saved is the member's, on every device.
  await page.clock.fastForward('30:00');
  const dialog = page.getByTestId('reality-check');
  await expect(dialog.getByTestId('reality-check-elapsed')).toHaveText('30 นาที');
  await expect(dialog.getByTestId('reality-check-net')).toHaveText('฿0.00');
  await capture(page, 'reality-check-dialog-games');

  await dialog.getByRole('button', { name: 'ประวัติการเล่น' }).click();
  await expect(page).toHaveURL(/\/auth\/winlost$/);
  await expect(dialog).toHaveCount(0);
});
