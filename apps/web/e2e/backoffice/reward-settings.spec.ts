import { expect, test } from '../support/journey-test';
import { rewardSettingsResponseSchema } from '@app/contract/admin-loyalty';
import { scrollUnderTopBar } from '../support/capture';
import { logInToConsole, readConsoleSession } from '../support/console';
import { SCREENSHOT_DIR } from '../support/e2e-env';
import { logInAsDemoMember } from '../support/member';

// The journey gives its brand's members more free wheel spins per day.

test('an admin gives members more free wheel spins in the console, and the member reads the new rule on the wheel', async ({ page, browser, request }) => {
  await logInToConsole(page);
  const { token, brandPath } = await readConsoleSession(page);
  const headers = { Authorization: `Bearer ${token}` };
  const seeded = rewardSettingsResponseSchema.parse(await (await request.get(`${brandPath}/reward-settings`, { headers })).json()).data;
  const spins = seeded.wheelDailyDraws + 2;

  await page.goto('/backoffice/promotions?tab=rewardSettings');
  const form = page.getByTestId('reward-settings-form');
  await expect(form.getByLabel('สิทธิ์หมุนวงล้อฟรีต่อวัน')).toHaveValue(String(seeded.wheelDailyDraws));
  await form.getByLabel('สิทธิ์หมุนวงล้อฟรีต่อวัน').fill(String(spins));
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith('/reward-settings'));
  await form.getByRole('button', { name: 'บันทึกการตั้งค่ารางวัล' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('บันทึกการตั้งค่ารางวัลแล้ว')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/backoffice-promotions-reward-settings.png` });

  // The member, on a phone, reads the new number of free spins on the wheel.
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const memberPage = await memberContext.newPage();
    await logInAsDemoMember(memberPage);
    await memberPage.goto('/auth/media/wheel');
    await expect(memberPage.getByTestId('wheel-game').getByTestId('draw-rules')).toContainText(new RegExp(`หมุนฟรีวันละ ${spins}\\s+ครั้ง`));
    await scrollUnderTopBar(memberPage.getByTestId('draw-rules'));
    await memberPage.screenshot({ path: `${SCREENSHOT_DIR}/wheel-rules-from-console.png` });
  } finally {
    await memberContext.close();
  }
});
