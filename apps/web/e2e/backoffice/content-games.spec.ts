import { type Page } from '@playwright/test';
import { expect, test } from '../support/journey-test';
import { capture } from '../support/capture';
import { logInToConsole } from '../support/console';

test('an operator publishes an announcement the member site shows, then deletes it', async ({ page, context }) => {
  const title = `e2e ประกาศจากหลังบ้าน ${String(Date.now())}`;

  await logInToConsole(page);
  await page.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).getByRole('link', { name: 'ข่าวสารและวิดีโอ' }).click();
  await expect(page.getByRole('heading', { name: 'ข่าวสารและวิดีโอ', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'เพิ่มประกาศ' }).click();
  const dialog = page.getByTestId('announcement-dialog');
  await dialog.getByLabel('หัวข้อ').fill(title);
  await dialog.getByLabel('ข้อความ').fill('ระบบฝากถอนปิดปรับปรุงคืนนี้ 23:00 - 01:00 น.');
  // The start is filled with now, in Bangkok time, so the announcement shows at once: the day
  // written as the lists write it, in the Buddhist era, and the time on a 24-hour clock.
  const startsAt = dialog.getByRole('group', { name: 'เริ่มแสดง (เวลากรุงเทพฯ)' });
  await expect(startsAt.getByLabel('วันที่', { exact: true })).toHaveText(/^\d{1,2} \S+ 25\d\d$/);
  await expect(startsAt.getByLabel('เวลา (24 ชม.)')).toHaveValue(/^\d\d:\d\d$/);
  await capture(page, 'backoffice-announcement-dialog');
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/announcements'));
  await dialog.getByRole('button', { name: 'บันทึกประกาศ' }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(200);
  const row = page.getByTestId('announcement-row').filter({ hasText: title });
  await expect(row).toContainText('กำลังแสดง');
  await capture(page, 'backoffice-content');

  const memberPage = await context.newPage();
  await memberPage.goto('/');
  await expect(memberPage.getByTestId('announcement-marquee')).toContainText(title);
  await memberPage.close();

  await row.getByRole('button', { name: 'ลบ' }).click();
  await page.getByTestId('content-delete-dialog').getByRole('button', { name: 'ลบ' }).click();
  await expect(row).toHaveCount(0);
});

/** Searches the catalogue for part of a game's name and waits for the answer. */
async function findGame(page: Page, text: string): Promise<void> {
  await page.getByLabel('ค้นหาชื่อหรือรหัสเกม').fill(text);
  const searched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === text);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  expect((await searched).status()).toBe(200);
}

test('an operator finds a game by its code, marks it hot and takes the mark back', async ({ page }) => {
  await logInToConsole(page);
  await page.goto('/backoffice/games');
  await expect(page.getByRole('heading', { name: 'เกม', level: 1 })).toBeVisible();
  await expect(page.getByTestId('provider-row').first()).toBeVisible();
  await capture(page, 'backoffice-games-providers');

  await page.getByRole('tab', { name: 'รายการเกม' }).click();
  // By its code: the sandbox studios have a hi-lo of their own.
  await findGame(page, 'house-hilo');
  const row = page.getByTestId('game-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('ไพ่สูงต่ำ');
  const gameId = (await row.getAttribute('data-game-id')) ?? '';
  const hot = row.getByRole('switch', { name: /^เกมฮิต / });
  const wasHot = (await hot.getAttribute('aria-checked')) === 'true';

  for (const isHot of [!wasHot, wasHot]) {
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith(`/games/${gameId}`));
    await hot.click();
    expect((await saved).status()).toBe(200);
    await expect(hot).toHaveAttribute('aria-checked', String(isHot));
    await expect(hot).toBeEnabled();
    if (isHot !== wasHot) await capture(page, 'backoffice-games-catalogue');
  }
  // The saved mark is what the server holds: a reload shows the same.
  await page.reload();
  await findGame(page, 'house-hilo');
  await expect(page.getByTestId('game-row')).toHaveCount(1);
  await expect(page.getByTestId('game-row').getByRole('switch', { name: /^เกมฮิต / })).toHaveAttribute('aria-checked', String(wasHot));
});
