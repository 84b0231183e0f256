import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { logInAsDemoMember } from './support/member';

/**
 * A member who has set no deposit limit is asked to set one on the deposit page (UKGC RTS 12A:
 * a prompt at the first deposit), sets a daily limit there without leaving the page, and sees it,
 * with a link to every limit (RTS 12C), on both deposit screens.
 */
test('a member is prompted on the deposit page to set a deposit limit, sets one there, and sees it on both deposit screens', async ({ page }) => {
  await logInAsDemoMember(page);
  await page.goto('/auth/deposit');
  await expect(page.getByRole('heading', { name: 'ฝากเงิน', level: 1 })).toBeVisible();
  const note = page.getByTestId('deposit-limit-note');
  await expect(note).toContainText('ตั้งวงเงินฝาก');
  await expect(note).toContainText('ตั้งครั้งแรกมีผลทันที');
  // The accounts are drawn too, so the picture is the page as a member first sees it.
  await expect(page.getByTestId('deposit-accounts')).toBeVisible();
  await capture(page, 'deposit-limit-prompt');

  await note.getByRole('button', { name: 'ตั้งวงเงินรายวัน' }).click();
  const dialog = page.getByTestId('limit-dialog');
  await dialog.getByLabel('วงเงิน (บาท)').fill('300');
  await expect(dialog.getByTestId('limit-dialog-note')).toContainText('มีผลทันที');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'วงเงินฝากรายวัน: 300.00 บาท มีผลแล้ว' })).toBeVisible();
  await expect(note).toContainText('วงเงินฝากของคุณ');
  await expect(note).toContainText('วงเงินฝากรายวัน: 300.00 บาท · ใช้ไปแล้ว 0.00 บาท · เริ่มนับใหม่');
  await capture(page, 'deposit-limit-set');

  await page.goto('/auth/deposit/slip');
  await expect(page.getByTestId('deposit-limit-note')).toContainText('วงเงินฝากรายวัน: 300.00 บาท');

  await page.getByTestId('deposit-limit-note').getByRole('link', { name: 'วงเงินทั้งหมด' }).click();
  await expect(page).toHaveURL(/\/auth\/settings\/responsible-gaming$/);
  await expect(page.getByTestId('limit-deposit-day').getByTestId('limit-amount')).toHaveText('300.00 บาท');
});
