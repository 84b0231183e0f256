import type { Page } from '@playwright/test';
import { expect, test } from '../support/journey-test';
import { capture } from '../support/capture';
import { logInToConsole } from '../support/console';

/** Searches the catalogue for part of a game's name and waits for the answer. */
async function findGame(page: Page, text: string): Promise<void> {
  await page.getByLabel('ค้นหาชื่อหรือรหัสเกม').fill(text);
  const searched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === text);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  expect((await searched).status()).toBe(200);
}

async function syncNow(page: Page): Promise<void> {
  const syncedToast = page.getByText(/^ดึงรายการเกมแล้ว \d+ เกม จาก \d+ ค่าย$/);
  // The last sync's toast goes by itself after a few seconds; waiting for it makes this sync's toast the only one.
  await expect(syncedToast).toHaveCount(0, { timeout: 15_000 });
  const synced = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/sync'));
  await page.getByTestId('aggregator-sync').click();
  expect((await synced).status()).toBe(200);
  await expect(syncedToast).toBeVisible();
}

test("an operator sees the brand's Hub88 connection, fetches the game list, and the sync keeps the operator's own switch", async ({ page, context }) => {
  await logInToConsole(page);
  await page.goto('/backoffice/games?tab=aggregator');
  const card = page.getByTestId('aggregator-card');
  await expect(card).toContainText('Hub88 (sandbox)');
  await expect(card).toContainText('/api/provider/HUB88');
  await expect(card).toContainText('ตั้งแล้ว (เข้ารหัสเก็บไว้)');
  // The studios became providers: the slot studios keep their short codes.
  const products = page.getByTestId('aggregator-products');
  for (const code of ['JK', 'AC', 'SG', 'XE']) await expect(products.getByRole('cell', { name: code, exact: true })).toBeVisible();
  await expect(page.getByTestId('aggregator-categories')).toContainText('video slots');
  await syncNow(page);
  await capture(page, 'backoffice-aggregator');

  // Switch a studio's game off; the next sync keeps it off, and members no longer see it.
  await page.getByRole('tab', { name: 'รายการเกม' }).click();
  await findGame(page, 'Mekong Riches');
  await expect(page.getByTestId('game-row')).toHaveCount(1);
  const enabled = page.getByTestId('game-row').getByRole('switch', { name: /^เปิดให้เล่น / });
  await expect(enabled).toHaveAttribute('aria-checked', 'true');
  await enabled.click();
  await expect(enabled).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('tab', { name: /Hub88/ }).click();
  await syncNow(page);
  await page.getByRole('tab', { name: 'รายการเกม' }).click();
  await findGame(page, 'Mekong Riches');
  await expect(page.getByTestId('game-row')).toHaveCount(1);
  await expect(page.getByTestId('game-row').getByRole('switch', { name: /^เปิดให้เล่น / })).toHaveAttribute('aria-checked', 'false');

  const member = await context.newPage();
  await member.goto('/demo');
  await expect(member.getByTestId('demo-game-grid').getByTestId('game-tile').first()).toBeVisible();
  await expect(member.getByTestId('demo-game-grid').getByTestId('game-tile').filter({ hasText: 'Mekong Riches' })).toHaveCount(0);
  await member.close();
});
