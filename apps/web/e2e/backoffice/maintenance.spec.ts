import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/journey-test';
import { capture } from '../support/capture';
import { logInToConsole } from '../support/console';

// This journey closes its brand for members and opens it again.

const MAINTENANCE_HEADING = 'ปิดปรับปรุงระบบชั่วคราว';

/** Flips the website status from the console's Website status tab, through its confirm dialog. */
async function switchWebsiteStatus(page: Page, label: 'เปิดโหมดปิดปรับปรุง' | 'เปิดเว็บไซต์ตามปกติ', expected: 'MA' | 'NORMAL'): Promise<void> {
  const section = page.getByTestId('website-status-settings');
  await section.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  const reply = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/website-status'));
  await dialog.getByRole('button', { name: label }).click();
  const response = await reply;
  expect(response.status(), await response.text()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(section.getByTestId('website-status')).toHaveAttribute('data-status', expected);
}

/** What a member opening the site now sees, in a browser of their own. */
async function openMemberSite(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('an operator switches maintenance on in the console, members see /ma, and the operator opens the site again', async ({ page, browser }) => {
  await logInToConsole(page);
  await page.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).getByRole('link', { name: 'แบรนด์และการตั้งค่า' }).click();
  await expect(page.getByRole('heading', { name: 'แบรนด์และการตั้งค่า', level: 1 })).toBeVisible();
  await expect(page.getByTestId('general-settings').getByLabel('ชื่อเว็บไซต์')).not.toHaveValue('');
  await capture(page, 'backoffice-settings');
  // The other sections, for a person to look at; nothing is saved in them here.
  await page.getByRole('tab', { name: 'ชื่อโฮสต์' }).click();
  await expect(page.getByTestId('hostnames-settings').getByLabel('ชื่อโฮสต์ที่ 1')).not.toHaveValue('');
  await capture(page, 'backoffice-settings-hostnames');
  await page.getByRole('tab', { name: 'ความปลอดภัย' }).click();
  await expect(page.getByTestId('four-eyes-settings')).toBeVisible();
  await capture(page, 'backoffice-settings-security');

  await page.getByRole('tab', { name: 'สถานะเว็บไซต์' }).click();
  await expect(page.getByTestId('website-status')).toHaveAttribute('data-status', 'NORMAL');
  // The dialog must be confirmed: cancelling it changes nothing.
  await page.getByTestId('website-status-settings').getByRole('button', { name: 'เปิดโหมดปิดปรับปรุง' }).click();
  await capture(page, 'backoffice-settings-maintenance-confirm');
  await page.getByRole('alertdialog').getByRole('button', { name: 'ยกเลิก' }).click();
  await expect(page.getByTestId('website-status')).toHaveAttribute('data-status', 'NORMAL');

  await switchWebsiteStatus(page, 'เปิดโหมดปิดปรับปรุง', 'MA');
  await capture(page, 'backoffice-settings-maintenance-on');

  const member = await openMemberSite(browser, '/');
  await expect(member).toHaveURL(/\/ma$/);
  await expect(member.getByRole('heading', { name: MAINTENANCE_HEADING })).toBeVisible();
  await member.goto('/login');
  await expect(member.getByRole('heading', { name: MAINTENANCE_HEADING })).toBeVisible();

  await switchWebsiteStatus(page, 'เปิดเว็บไซต์ตามปกติ', 'NORMAL');
  await member.goto('/ma');
  await expect(member).toHaveURL(/\/$/);
  await expect(member.getByRole('heading', { name: /ยินดีต้อนรับสู่/ })).toBeVisible();
  await member.context().close();
});
