import { expect, test } from '../support/journey-test';
import { logInToConsole } from '../support/console';
import { SCREENSHOT_DIR } from '../support/e2e-env';
import { logInAsDemoMember } from '../support/member';

// The journey renames its brand's first wheel segment. It never spins the wheel.

test('an operator renames a wheel segment in the console, and the member sees the new label on the wheel', async ({ page, browser }) => {
  const newLabel = `E2E${String(Date.now() % 100_000)}`;

  await logInToConsole(page);
  const board = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/prizes') && response.request().method() === 'GET');
  await page.goto('/backoffice/promotions?tab=wheel');
  expect((await board).status()).toBe(200);
  const firstRow = page.getByTestId('prize-row').first();
  const originalLabel = (await firstRow.getByTestId('prize-label').textContent()) ?? '';
  const prizeId = (await firstRow.getAttribute('data-prize-id')) ?? '';
  expect(originalLabel).not.toBe('');
  await expect(firstRow.getByTestId('prize-probability')).toHaveText(/^\d{1,3}\.\d{2}%$/);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/backoffice-wheel-segments.png` });

  await firstRow.getByRole('button', { name: `แก้ไข ${originalLabel}` }).click();
  const dialog = page.getByTestId('prize-option-dialog');
  await dialog.getByLabel('ชื่อที่สมาชิกเห็น').fill(newLabel);
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith(`/prizes/${prizeId}`));
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.locator(`[data-prize-id="${prizeId}"]`).getByTestId('prize-label')).toHaveText(newLabel);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/backoffice-wheel-segment-renamed.png` });

  // The demo member, in a browser of their own, opens the wheel: the segment wears the new label.
  const memberContext = await browser.newContext();
  try {
    const member = await memberContext.newPage();
    await logInAsDemoMember(member);
    await member.goto('/auth/media/wheel');
    const wheel = member.getByTestId('wheel-game').getByTestId('prize-wheel');
    await expect(wheel.locator('text').filter({ hasText: newLabel })).toHaveCount(1);
    await expect(wheel.locator('text').filter({ hasText: originalLabel })).toHaveCount(0);
  } finally {
    await memberContext.close();
  }
});
