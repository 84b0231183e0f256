import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { logInAsDemoMember } from './support/member';

test('the ranking page shows silver as the demo member’s tier, with every tier below it', async ({ page }) => {
  await logInAsDemoMember(page);
  await page.goto('/auth/user/ranking');
  await expect(page.getByRole('heading', { name: 'ระดับสมาชิก', level: 1 })).toBeVisible();

  await expect(page.getByTestId('current-tier-name')).toHaveText('ซิลเวอร์');
  await expect(page.getByTestId('tier-progress-amounts')).toContainText(/^ยอดฝาก [\d,]+\.\d\d \/ 50,000\.00 บาท \(สะสม\)$/);
  await expect(page.getByRole('img', { name: 'ตราระดับซิลเวอร์' }).first()).toBeVisible();
  const current = page.getByTestId('tier-card').filter({ hasText: 'ระดับปัจจุบัน' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('ซิลเวอร์');
  await expect(page.getByTestId('tier-disabled-note')).toHaveCount(2);
  await capture(page, 'ranking');
});
