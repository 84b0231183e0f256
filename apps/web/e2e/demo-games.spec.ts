import { expect, test } from './support/journey-test';
import { capture } from './support/capture';

/**
 * A visitor tries a game without signing up: the demo list on the site, then the aggregator's
 * demo page in play money (no member, no token, no wallet call).
 */
test('a visitor opens the demo list from the home page and plays a demo slot in play money', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('demo-games-link').click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole('heading', { name: 'ทดลองเล่นฟรี', level: 1 })).toBeVisible();
  const tiles = page.getByTestId('demo-game-grid').getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeGreaterThanOrEqual(10);
  await capture(page, 'demo-games');

  // A JK studio slot.
  await page.locator('[data-testid="demo-game-grid"] [data-testid="game-tile"][data-game-code^="sbx_jk_"]').first().click();
  await expect(page).toHaveURL(/:3108\/play\//);
  await expect(page.getByText('SANDBOX · โหมดทดลองระบบ')).toBeVisible();
  await expect(page.getByText('โหมดทดลองเล่น (เงินจำลอง)')).toBeVisible();
  await expect(page.locator('#balance')).toHaveText('1,000.00');
  await page.getByRole('button', { name: 'หมุน' }).click();
  // The round is played in play money: won or not, the game says so.
  await expect(page.locator('#message')).toHaveText(/^(ชนะ ฿[\d,.]+|ไม่ถูกรางวัล)$/, { timeout: 15_000 });
  await capture(page, 'demo-game-played');
});
