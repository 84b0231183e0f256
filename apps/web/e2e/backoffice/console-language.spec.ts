import { expect, test } from '../support/journey-test';
import { capture } from '../support/capture';
import { logInToConsole } from '../support/console';

/**
 * The console's texts arrive per language and in two parts (the shell's with the console, the
 * screens' with the first screen), so a switch of language must bring both before it shows.
 */
test('an operator switches the console to English, opens a screen, reloads, and switches back to Thai', async ({ page }) => {
  await logInToConsole(page);
  await expect(page.getByRole('heading', { name: 'ภาพรวมวันนี้', level: 1 })).toBeVisible();

  await page.getByRole('group', { name: 'ภาษา' }).getByRole('button', { name: 'EN' }).click();
  const englishMenu = page.getByRole('navigation', { name: 'Back office menu' });
  await expect(englishMenu).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();

  // A screen not opened yet in this visit: its texts are in English at once, never a text key.
  await englishMenu.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByText(/^reports\./)).toHaveCount(0);
  await capture(page, 'backoffice-english-reports');

  // The choice is the operator's own and survives a reload, which loads only English.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office menu' })).toBeVisible();

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'ไทย' }).click();
  await expect(page.getByRole('heading', { name: 'รายงาน', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'เมนูหลังบ้าน' })).toBeVisible();
});
