import { expect, test } from '../support/journey-test';
import { adminCheckInDayListResponseSchema } from '@app/contract/admin-loyalty';
import { logInToConsole, readConsoleSession } from '../support/console';
import { SCREENSHOT_DIR } from '../support/e2e-env';

// The journey changes what checking in on day 31 gives. It never saves the bonus or a tier.

const DAY = 31;

test('an admin reads the bonus and tier table and sets a check-in day reward in the console', async ({ page, request }) => {
  await logInToConsole(page);
  await page.goto('/backoffice/promotions');
  const bonusForm = page.getByTestId('bonus-form');
  await expect(bonusForm.getByLabel('โบนัสสูงสุดต่อรายการฝาก')).toHaveValue(/^\d+\.\d{2}$/);
  await expect(page.getByTestId('loss-return-form')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/backoffice-promotions-bonus.png` });

  await page.getByRole('tab', { name: 'ระดับสมาชิก' }).click();
  await expect(page).toHaveURL(/\?tab=tiers$/);
  await expect(page.getByTestId('tier-row')).toHaveCount(6);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/backoffice-promotions-tiers.png` });

  await page.getByRole('tab', { name: 'เช็คอินรายวัน' }).click();
  await expect(page.getByTestId('check-in-day')).toHaveCount(31);
  const { token, brandPath } = await readConsoleSession(page);
  const headers = { Authorization: `Bearer ${token}` };
  const days = adminCheckInDayListResponseSchema.parse(await (await request.get(`${brandPath}/check-in-days`, { headers })).json()).data;
  const seeded = days.find((day) => day.day === DAY)?.reward;
  if (!seeded) throw new Error(`no day ${DAY} in the check-in list`);
  // A reward other than the seeded one, so the saved change shows.
  const points = seeded.kind === 'point' && seeded.points === 777 ? 778 : 777;

  await page
    .getByTestId('check-in-day')
    .nth(DAY - 1)
    .getByRole('button')
    .click();
  const dialog = page.getByTestId('check-in-day-dialog');
  await dialog.getByLabel('ประเภทรางวัล').selectOption('point');
  await dialog.getByLabel('จำนวนพอยท์').fill(String(points));
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/check-in-days/${DAY}`));
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('check-in-day').nth(DAY - 1)).toHaveText(`วันที่ ${DAY}${points} พอยท์`);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'เช็คอินรายวัน' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('check-in-day').nth(DAY - 1)).toHaveText(`วันที่ ${DAY}${points} พอยท์`);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/backoffice-promotions-check-in.png` });
});
