import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { TWIN_PASSWORD, TWIN_USERNAME } from './support/e2e-env';
import { fillLoginForm, readCreditSatang } from './support/member';

// Every other journey keeps the popup closed (support/check-in-popup.ts); this one meets it.
test.use({ isCheckInPopupKeptAway: false });

/** "฿5.00" -> 500; a points reward ("10 พอยท์") gives null. */
function readCreditRewardSatang(text: string): number | null {
  return text.startsWith('฿') ? Number(text.replace(/\D/g, '')) : null;
}

// The twin member of this journey's brand has not checked in today.
test('the daily check-in pops up on the dashboard, pays the day, and stays closed after a reload', async ({ page }) => {
  await page.goto('/login');
  await fillLoginForm(page, TWIN_USERNAME, TWIN_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/dashboard$/);

  const dialog = page.getByRole('dialog', { name: 'เช็คอินรายวัน' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('check-in-month').locator('[data-today]')).toHaveAttribute('data-status', 'today');
  await expect(page.getByTestId('credit-balance')).toBeVisible();
  const creditBefore = await readCreditSatang(page);
  // The twin of this journey's brand has never been credited.
  expect(creditBefore).toBe(0);
  const todayReward = (await dialog.getByTestId('check-in-today-reward').textContent()) ?? '';
  expect(todayReward).toMatch(/^(฿\d+\.\d{2}|\d+ พอยท์)$/);
  await capture(page, 'check-in-popup');

  await dialog.getByRole('button', { name: 'เช็คอินรับรางวัล' }).click();
  await expect(dialog.getByTestId('check-in-result')).toHaveText(`เช็คอินสำเร็จ! ได้รับ ${todayReward}`);
  await expect(dialog.getByRole('button', { name: 'วันนี้เช็คอินแล้ว' })).toBeDisabled();
  await expect(dialog.getByTestId('check-in-month').locator('[data-today]')).toHaveAttribute('data-status', 'checked');
  await capture(page, 'check-in-popup-done');

  // Days 7, 14, 21 and 28 pay points; every other day pays credit, which the balance shows at once.
  const rewardSatang = readCreditRewardSatang(todayReward);
  if (rewardSatang !== null) {
    await expect.poll(() => readCreditSatang(page)).toBe(creditBefore + rewardSatang);
  } else {
    expect(await readCreditSatang(page)).toBe(creditBefore);
  }

  await dialog.getByRole('button', { name: 'ปิด' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('check-in-tile')).toContainText('เช็คอินแล้ว');

  await page.reload();
  await expect(page.getByTestId('check-in-tile')).toContainText('เช็คอินแล้ว');
  await expect(page.getByTestId('credit-balance')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await capture(page, 'check-in-dashboard-tile');

  // The tile opens the check-in again, showing today checked.
  await page.getByTestId('check-in-tile').click();
  await expect(dialog.getByRole('button', { name: 'วันนี้เช็คอินแล้ว' })).toBeDisabled();
});
