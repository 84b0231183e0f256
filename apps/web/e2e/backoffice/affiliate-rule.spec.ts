import { expect, test } from '../support/journey-test';
import { brandSettingsResponseSchema } from '@app/contract/admin-settings';
import { logInToConsole, readConsoleSession } from '../support/console';
import { SCREENSHOT_DIR } from '../support/e2e-env';
import { logInAsDemoMember } from '../support/member';

// The journey changes its brand's affiliate commission rule.

test('an admin sets the affiliate commission rule in the console, and the member reads the new rule', async ({ page, browser, request }) => {
  await logInToConsole(page);
  const { token, brandPath } = await readConsoleSession(page);
  const headers = { Authorization: `Bearer ${token}` };
  const seeded = brandSettingsResponseSchema.parse(await (await request.get(`${brandPath}/settings`, { headers })).json()).data.affiliateRule;
  // A rule different from the seeded one, so the member's page shows a change.
  const percent = seeded.percentBps === 250 ? '3.75' : '2.5';
  const shownPercent = percent === '2.5' ? '2.50' : '3.75';

  await page.goto('/backoffice/promotions?tab=affiliate');
  const form = page.getByTestId('affiliate-rule-form');
  await form.getByLabel('คิดจาก').selectOption('deposit');
  await form.getByLabel('เปอร์เซ็นต์ค่าแนะนำ').fill(percent);
  await form.getByLabel('รอบการจ่าย').selectOption('daily');
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/affiliate-rule'));
  await form.getByRole('button', { name: 'บันทึกค่าแนะนำเพื่อน' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('บันทึกกติกาค่าแนะนำเพื่อนแล้ว')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/backoffice-promotions-affiliate.png` });

  // The member, on a phone, reads the new rule on the affiliate page.
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const memberPage = await memberContext.newPage();
    await logInAsDemoMember(memberPage);
    await memberPage.goto('/auth/affiliate');
    await expect(memberPage.getByTestId('affiliate-rule')).toHaveText(`รับ ${shownPercent}% ของยอดฝากของเพื่อนทุกวัน`);
    await memberPage.screenshot({ path: `${SCREENSHOT_DIR}/affiliate-rule-from-console.png` });
  } finally {
    await memberContext.close();
  }
});
