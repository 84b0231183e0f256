import { expect, test } from './support/journey-test';
import { capture, scrollUnderTopBar } from './support/capture';
import { logInAsDemoMember } from './support/member';

test("the deposit page shows the brand's account and a PromptPay QR for the amount typed", async ({ page }) => {
  await logInAsDemoMember(page);
  await page.goto('/auth/deposit');
  await expect(page.getByRole('heading', { name: 'ฝากเงิน', level: 1 })).toBeVisible();

  const account = page.getByTestId('deposit-account').filter({ hasText: 'บจก. ลัคกี้สยาม' });
  await expect(account).toContainText('ธนาคารกสิกรไทย');
  await expect(account.getByTestId('deposit-account-number')).toHaveText(/^\d{3}-\d-\d{5}-\d$/);
  await expect(page.getByTestId('deposit-member-account')).toHaveText('xxx-x-x7890');
  await expect(page.getByTestId('promptpay-qr')).toHaveCount(0);

  await page.getByLabel('จำนวนเงินที่ต้องการฝาก (บาท)').fill('500');
  const qr = page.getByTestId('promptpay-qr');
  await expect(qr.locator('svg')).toBeVisible();
  await expect(qr).toContainText('฿500.00');
  // Tag 54 of the EMVCo payload carries the amount the banking app fills in.
  await expect(qr).toHaveAttribute('data-payload', /5406500\.00/);

  await scrollUnderTopBar(page.getByRole('region', { name: 'ฝากผ่าน QR พร้อมเพย์' }));
  await capture(page, 'deposit');
});
