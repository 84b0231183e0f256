import { expect, test } from './support/journey-test';
import { capture, scrollUnderTopBar } from './support/capture';
import { logInAsDemoMember } from './support/member';

test('the all-games tile opens every game, and the casino tab lists the house baccarat', async ({ page }) => {
  await logInAsDemoMember(page);
  const games = page.getByRole('region', { name: 'เลือกเล่นเกม' });
  await expect(games.getByTestId('category-tile')).toHaveCount(6);
  await scrollUnderTopBar(games);
  await capture(page, 'dashboard-games');

  await page.getByTestId('all-games-tile').click();
  await expect(page).toHaveURL(/\/auth\/games\/category\?cat=all$/);
  await expect(page.getByRole('heading', { name: 'รวมเกม', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'ทั้งหมด' })).toHaveAttribute('aria-selected', 'true');
  // The credit and the way to top it up stay in sight above the games.
  await expect(page.getByTestId('credit-strip-balance')).toHaveText('฿1,000.00');
  await expect(page.getByTestId('credit-strip').getByRole('link', { name: 'ฝากเงิน' })).toBeVisible();
  // Every game of every category: the house baccarat (casino) and the house slot side by side.
  await expect(page.getByTestId('game-tile').filter({ hasText: 'บาคาร่า' })).toBeVisible();
  await expect(page.getByTestId('game-tile').filter({ hasText: 'สยามเซเว่น' })).toBeVisible();
  await capture(page, 'games-category-all');

  await page.getByRole('tab', { name: 'กีฬา' }).click();
  await expect(page).toHaveURL(/\?cat=sport$/);
  await expect(page.getByText('ยังไม่มีเกมในหมวดนี้')).toBeVisible();
  await capture(page, 'games-category-sport-empty');

  await page.getByRole('tab', { name: 'คาสิโน' }).click();
  await expect(page).toHaveURL(/\?cat=casino$/);
  const baccarat = page.getByTestId('game-tile').filter({ hasText: 'บาคาร่า' });
  await expect(baccarat).toBeVisible();
  await expect(baccarat.locator('svg').first()).toBeVisible();
  await capture(page, 'games-category-casino');

  await page.getByRole('tab', { name: 'เกมฮิต' }).click();
  const hot = page.getByTestId('game-tile').filter({ hasText: 'สยามเซเว่น' });
  await expect(hot.getByTestId('game-hot-badge')).toHaveText('HOT');
});

test("the house provider's tile on the dashboard opens its slot", async ({ page }) => {
  await logInAsDemoMember(page);
  const tile = page.locator('[data-testid="slot-provider-tile"][data-provider-code="HOUSE"]');
  await expect(tile).toBeVisible();
  await scrollUnderTopBar(page.getByRole('region', { name: 'ค่ายสล็อต' }));
  await capture(page, 'dashboard-slot-providers');

  await tile.click();
  await expect(page).toHaveURL(/\/auth\/games\/slot\/HOUSE$/);
  await expect(page.getByTestId('provider-name')).toHaveText('เกมของเว็บไซต์');
  const grid = page.getByTestId('game-grid');
  await expect(grid.getByTestId('game-tile')).toHaveCount(1);
  await expect(grid.getByTestId('game-tile')).toContainText('สยามเซเว่น');
  await expect(grid.getByTestId('game-hot-badge')).toHaveText('HOT');
  await capture(page, 'games-provider-house');
});
