import type { Response } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { capture, scrollUnderTopBar } from './support/capture';
import { DEMO_PASSWORD, DEMO_USERNAME } from './support/e2e-env';
import { fillLoginForm, logInAsDemoMember } from './support/member';

/**
 * A member sets a daily wagering limit of 10 baht, which applies at once, and the house slot
 * refuses the spin that would pass it with the limit and its reset named. Then they take a
 * 24-hour time-out from the side menu: it starts at once, they are logged out with the end shown,
 * and the login page refuses them with that end until it has passed. (A self-exclusion is proven
 * by the API tests: it would also cover the other journeys' demo members, who share this one's
 * phone number.)
 */
test('a member sets a wagering limit and hits it, then takes a 24-hour time-out, is logged out, and cannot log in until it ends', async ({ page }) => {
  await logInAsDemoMember(page);
  // The menu closes when the page changes; the dashboard must have arrived before it is opened.
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  await page.getByRole('navigation', { name: 'เมนู', exact: true }).getByRole('link', { name: 'เล่นอย่างรับผิดชอบ' }).click();
  await expect(page).toHaveURL(/\/auth\/settings\/responsible-gaming$/);
  await expect(page.getByRole('heading', { name: 'เล่นอย่างรับผิดชอบ', level: 1 })).toBeVisible();
  await capture(page, 'responsible-gaming');

  const limits = page.getByTestId('limits-card');
  await limits.getByRole('button', { name: 'แก้ไขวงเงินเดิมพันรายวัน' }).click();
  const limitDialog = page.getByTestId('limit-dialog');
  await limitDialog.getByLabel('วงเงิน (บาท)').fill('10');
  await expect(limitDialog.getByTestId('limit-dialog-note')).toContainText('มีผลทันที');
  await capture(page, 'responsible-gaming-limit');
  await limitDialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'วงเงินเดิมพันรายวัน: 10.00 บาท มีผลแล้ว' })).toBeVisible();
  await expect(limits.getByTestId('limit-wager-day').getByTestId('limit-amount')).toHaveText('10.00 บาท');

  // The first 10-baht spin reaches the limit; the next would pass it and is refused, moving nothing.
  await page.goto('/auth/games/slot/HOUSE');
  await page.getByRole('button', { name: /สยามเซเว่น/ }).click();
  await expect(page).toHaveURL(/\/play\/house\?game=house-slot$/);
  await page.getByRole('button', { name: 'เดิมพัน 10 บาท' }).click();
  const spin = page.getByRole('button', { name: 'หมุน' });
  const isSpin = (response: Response) => new URL(response.url()).pathname === '/api/house/slot/spin' && response.request().method() === 'POST';
  const firstSpin = page.waitForResponse(isSpin);
  await spin.click();
  expect((await firstSpin).status()).toBe(200);
  await expect(spin).toBeEnabled({ timeout: 5_000 });
  const balanceBefore = await page.getByTestId('play-balance').textContent();
  await spin.click();
  const refused = page.getByTestId('play-error');
  await expect(refused).toContainText('การเดิมพันนี้เกินวงเงินเดิมพันรายวันที่คุณตั้งไว้ 10.00 บาท (ใช้ไปแล้ว 10.00 บาท) เริ่มนับใหม่');
  await expect(page.getByTestId('play-balance')).toHaveText(balanceBefore ?? '');
  await scrollUnderTopBar(refused);
  await capture(page, 'responsible-gaming-limit-reached');

  await page.goto('/auth/settings/responsible-gaming');
  const timeOut = page.getByTestId('break-card-time_out');
  await timeOut.getByText('24 ชั่วโมง').click();
  await timeOut.getByRole('button', { name: 'พักการเล่นชั่วคราว' }).click();
  const dialog = page.getByTestId('confirm-break');
  await expect(dialog).toContainText('ออกจากระบบทุกอุปกรณ์ทันที');
  await capture(page, 'responsible-gaming-confirm');
  await dialog.getByRole('button', { name: 'ยืนยันการพัก (24 ชั่วโมง)' }).click();

  await expect(page).toHaveURL(/\/login$/);
  const notice = page.getByTestId('login-notice');
  await expect(notice).toContainText('เริ่มพักการเล่นแล้ว เข้าสู่ระบบได้อีกครั้งหลัง');
  await capture(page, 'responsible-gaming-taken');

  await fillLoginForm(page, DEMO_USERNAME, DEMO_PASSWORD);
  const refusal = page.getByRole('alert').filter({ hasText: 'คุณพักการเล่นชั่วคราวอยู่' });
  await expect(refusal).toContainText(/เข้าสู่ระบบได้อีกครั้งหลัง .+ \d{2}:\d{2} น\./);
  await expect(page).toHaveURL(/\/login$/);
  await scrollUnderTopBar(refusal);
  await capture(page, 'responsible-gaming-refused');
});
