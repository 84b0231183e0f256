import { expect, test } from './support/journey-test';
import { capture, scrollUnderTopBar } from './support/capture';
import { TWIN_PASSWORD, TWIN_USERNAME } from './support/e2e-env';
import { bangkokDateDaysAgo, chooseDate } from './support/date-field';
import { fillLoginForm } from './support/member';

// The second member plays nothing in the run, whatever the game journeys do with the demo member.
test('a member who has not played sees the empty win/loss and loss return, and a bad range is never sent', async ({ page }) => {
  await page.goto('/login');
  await fillLoginForm(page, TWIN_USERNAME, TWIN_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/dashboard$/);

  const firstReport = page.waitForResponse((response) => response.url().endsWith(`/api/auth/log/affiliate/${TWIN_USERNAME}`));
  await page.goto('/auth/winlost');
  expect((await firstReport).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'ประวัติแพ้ชนะ', level: 1 })).toBeVisible();
  await expect(page.getByText('ไม่มีรายการเล่นในช่วงนี้')).toBeVisible();
  await expect(page.getByTestId('loss-return-terms')).toContainText('%');
  await expect(page.getByText('ยังไม่มียอดเสียคืน')).toBeVisible();
  await capture(page, 'win-lost-empty');
  await scrollUnderTopBar(page.getByRole('region', { name: 'ยอดแพ้ชนะ' }));
  await capture(page, 'win-lost-empty-report');

  let reportRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/log/affiliate/')) reportRequests += 1;
  });
  const end = page.getByLabel('ถึงวันที่', { exact: true });
  // The calendar offers no end before the start, so the start is moved past the end afterwards.
  await chooseDate(page, 'ตั้งแต่วันที่', bangkokDateDaysAgo(20));
  await chooseDate(page, 'ถึงวันที่', bangkokDateDaysAgo(15));
  await expect(end).toHaveText(/^\d{1,2} \S+ 25\d\d$/);
  await chooseDate(page, 'ตั้งแต่วันที่', bangkokDateDaysAgo(10));
  await page.getByLabel('ตั้งแต่วันที่', { exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'ตั้งแต่วันที่' }).getByRole('button', { pressed: true })).toHaveAccessibleName(/^\d{1,2} \S+ 25\d\d$/);
  await capture(page, 'win-lost-calendar');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'ดูรายการ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ต้องไม่ก่อน วันที่เริ่มต้น' })).toBeVisible();
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  expect(reportRequests).toBe(0);
  await capture(page, 'win-lost-bad-range');
});
