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
  // The rows first: hot and new games of the aggregator's studios, with their artwork.
  await expect(page.getByTestId('game-row-hot').getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('game-row-new').getByTestId('game-tile').first().locator('img')).toBeVisible();
  await capture(page, 'games-category-all');
  // Then every game of every category: the house baccarat (casino) and the house slot among the studios' games.
  const grid = page.getByTestId('game-grid');
  await expect(grid.getByTestId('game-tile').filter({ hasText: 'บาคาร่า' }).first()).toBeVisible();
  await expect(grid.getByTestId('game-tile').filter({ hasText: 'สยามเซเว่น' })).toBeVisible();
  // A full first page of the 44 games; the rest load as the member scrolls.
  expect(await grid.getByTestId('game-tile').count()).toBeGreaterThanOrEqual(20);

  // Every category has games; sport opens on the sandbox's football book.
  await page.getByRole('tab', { name: 'กีฬา' }).click();
  await expect(page).toHaveURL(/\?cat=sport$/);
  await expect(page.getByTestId('game-grid').getByTestId('game-tile').first()).toContainText('Football');
  await capture(page, 'games-category-sport');
  for (const tab of ['ยิงปลา', 'เกมไพ่', 'หวย']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByTestId('game-grid').getByTestId('game-tile').first(), tab).toBeVisible();
  }

  // Search finds a game by part of its name, across every category.
  await page.getByTestId('game-search').fill('riches');
  await expect(page).toHaveURL(/q=riches/);
  await expect(page.getByTestId('game-grid').getByTestId('game-tile').first()).toContainText('Mekong Riches');
  await capture(page, 'games-search');
  await page.getByTestId('game-search-clear').click();
  await expect(page.getByRole('tab', { name: 'หวย' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'คาสิโน' }).click();
  await expect(page).toHaveURL(/\?cat=casino$/);
  const baccarat = page
    .getByTestId('game-tile')
    .filter({ hasText: 'บาคาร่า' })
    .filter({ has: page.locator('svg') });
  await expect(baccarat).toBeVisible();
  await expect(baccarat.locator('svg').first()).toBeVisible();
  await capture(page, 'games-category-casino');

  await page.getByRole('tab', { name: 'เกมฮิต' }).click();
  const hot = page.getByTestId('game-grid').getByTestId('game-tile').filter({ hasText: 'สยามเซเว่น' });
  await expect(hot.getByTestId('game-hot-badge')).toHaveText('HOT');
});

test("a studio's tile on the dashboard shows its logo and opens its slots", async ({ page }) => {
  await logInAsDemoMember(page);
  const tile = page.locator('[data-testid="slot-provider-tile"][data-provider-code="JK"]');
  await expect(tile.getByTestId('provider-logo')).toBeVisible();
  // Only studios with slots get a tile: the sport book's studio has none.
  await expect(page.locator('[data-testid="slot-provider-tile"][data-provider-code="SANDBOX_SPORTS"]')).toHaveCount(0);
  await tile.click();
  await expect(page).toHaveURL(/\/auth\/games\/slot\/JK$/);
  await expect(page.getByTestId('game-grid').getByTestId('game-tile').first()).toBeVisible();
  expect(await page.getByTestId('game-grid').getByTestId('game-tile').count()).toBeGreaterThanOrEqual(6);
  await capture(page, 'games-provider-jk');
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
