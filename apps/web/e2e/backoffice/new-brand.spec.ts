import { resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { chooseBirthDate } from '../support/birth-date';
import { expect, test } from '../support/journey-test';
import { capture } from '../support/capture';
import { logInToConsole } from '../support/console';
import { E2E_PORT } from '../support/e2e-env';
import { fillLoginForm } from '../support/member';

// An admin of every brand creates a second brand in the console; it answers on its own host name
// at once, where a visitor signs up and signs in, and where maintenance then stops a member's
// check-in mid-session. The brand is new on every run (its code and host are random).

const suffix = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1_000)}`;
const brand = {
  code: `siamwin-${suffix}`,
  siteName: 'สยามวิน',
  host: `siamwin-${suffix}.e2e.localhost`,
  colour: '#2ec27e',
};
const member = {
  phone: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  accountNumber: `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
  name: 'สมปอง รักสยาม',
  username: `sw${suffix}`,
  password: 'siamwin-member-5678',
};
/** The brand's logo, as an operator would pick it from their files. */
const LOGO_FILE = resolve(import.meta.dirname, '../support/siamwin-logo.png');

/** The new brand's member site in a phone-sized browser of its own. */
async function openMemberSite(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: `http://${brand.host}:${String(E2E_PORT)}` });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function registerMember(page: Page): Promise<void> {
  await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill(member.phone);
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page.getByTestId('registration-step')).toHaveText('ขั้นตอนที่ 2 จาก 2');
  await page.getByRole('button', { name: 'ธนาคาร เลือกธนาคาร' }).click();
  await page.getByRole('radio', { name: 'ธนาคารไทยพาณิชย์' }).click();
  const accountNumber = page.getByLabel('เลขบัญชีธนาคาร');
  await accountNumber.fill(member.accountNumber);
  await accountNumber.blur();
  await page.getByLabel('ชื่อบัญชี', { exact: true }).fill(member.name);
  await page.getByRole('checkbox', { name: 'ชื่อบัญชีถูกต้องตรงกับสมุดบัญชี' }).check();
  await page.getByLabel('ชื่อผู้ใช้').fill(member.username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password);
  await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(member.password);
  await chooseBirthDate(page, '1992-10-23');
  await page.getByRole('checkbox', { name: 'ฉันมีอายุ 20 ปีขึ้นไป' }).check();
  const registered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/register');
  await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
  const reply = await registered;
  expect(reply.status(), await reply.text()).toBe(200);
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
}

test('an admin creates a second brand in the console, and a member signs up and signs in on its host at once', async ({ page, browser }) => {
  await logInToConsole(page);
  await page.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).getByRole('link', { name: 'แบรนด์และการตั้งค่า' }).click();
  await page.getByRole('link', { name: 'สร้างแบรนด์ใหม่' }).click();
  await expect(page.getByRole('heading', { name: 'สร้างแบรนด์ใหม่', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'สร้างแบรนด์ใหม่' });
  await form.getByLabel('ชื่อเว็บไซต์').fill(brand.siteName);
  await form.getByLabel('รหัสแบรนด์').fill(brand.code);
  await form.getByLabel('รุ่นของไคลเอนต์ (client ID)').fill('siam-win');
  await form.getByLabel('สีหลักของแบรนด์').fill(brand.colour);
  await form.getByLabel('ชื่อโฮสต์ที่ 1').fill(brand.host);
  await form.getByLabel('LINE ID ติดต่อทีมงาน 1').fill('@siamwin');
  await form.getByLabel('LINE ID ติดต่อทีมงาน 2').fill('@siamwin2');
  await form.getByLabel(/เลือกไฟล์โลโก้/).setInputFiles(LOGO_FILE);
  await expect(form.getByTestId('new-brand-logo-preview').getByRole('img')).toBeVisible();
  await form.getByLabel(/ตารางสำหรับสองแบรนด์/).check();
  await form.getByLabel('ธนาคาร', { exact: true }).selectOption('004');
  await form.getByLabel('เลขบัญชี', { exact: true }).fill('0287654321');
  await form.getByLabel('ชื่อบัญชี', { exact: true }).fill('บจก. สยามวิน');
  await capture(page, 'backoffice-new-brand-form-bottom');
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await capture(page, 'backoffice-new-brand-form-top');

  // A host name another brand answers on is refused beside the list, and nothing is lost.
  await form.getByRole('button', { name: 'เพิ่มชื่อโฮสต์' }).click();
  await form.getByLabel('ชื่อโฮสต์ที่ 2').fill('backoffice-new-brand.e2e.localhost');
  await form.getByRole('button', { name: 'สร้างแบรนด์' }).click();
  await expect(form.getByTestId('hostnames-list-error')).toHaveText('ชื่อโฮสต์ backoffice-new-brand.e2e.localhost ถูกใช้กับแบรนด์อื่นแล้ว');
  await expect(form.getByLabel('ชื่อเว็บไซต์')).toHaveValue(brand.siteName);
  await form.getByTestId('hostnames-list-error').evaluate((element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
  });
  await capture(page, 'backoffice-new-brand-hostname-taken');
  await form.getByRole('button', { name: 'ลบ backoffice-new-brand.e2e.localhost' }).click();

  const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/admin/brands');
  await form.getByRole('button', { name: 'สร้างแบรนด์' }).click();
  const reply = await created;
  expect(reply.status(), await reply.text()).toBe(201);
  const done = page.getByTestId('new-brand-created');
  await expect(done).toContainText(`สร้างแบรนด์ “${brand.siteName}” (${brand.code}) เรียบร้อย`);
  await expect(done.getByRole('link', { name: brand.host })).toHaveAttribute('href', `http://${brand.host}:${String(E2E_PORT)}/`);
  await capture(page, 'backoffice-new-brand-created');

  // At once, on its own host: the brand's name and logo, and sign-up.
  const site = await openMemberSite(browser, '/register');
  await expect(site).toHaveTitle(new RegExp(brand.siteName));
  await expect(site.getByTestId('brand-logo').getByRole('img')).toHaveAttribute('src', /\/api\/media\/brand-images\//);
  await capture(site, 'new-brand-register');
  await registerMember(site);
  await expect(site.getByTestId('dashboard-username')).toHaveText(member.username);
  await site.getByRole('dialog', { name: 'เช็คอินรายวัน' }).getByRole('button', { name: 'ปิด' }).click();
  await capture(site, 'new-brand-dashboard');

  // Signing out and in again on the new host, with today's check-in not yet put off.
  await site.evaluate(() => {
    localStorage.clear();
  });
  await site.goto('/login');
  await fillLoginForm(site, member.username, member.password);
  await expect(site).toHaveURL(/\/auth\/dashboard$/);
  await expect(site.getByTestId('dashboard-member-name')).toHaveText(member.name);
  const checkIn = site.getByRole('dialog', { name: 'เช็คอินรายวัน' });
  await expect(checkIn).toBeVisible();

  // The operator goes on to the new brand's settings and closes it for maintenance.
  await done.getByRole('button', { name: 'ไปตั้งค่าแบรนด์นี้ต่อ' }).click();
  await expect(page.locator('#console-brand option:checked')).toHaveText(`${brand.siteName} (${brand.code})`);
  await page.getByRole('tab', { name: 'สถานะเว็บไซต์' }).click();
  await page.getByTestId('website-status-settings').getByRole('button', { name: 'เปิดโหมดปิดปรับปรุง' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'เปิดโหมดปิดปรับปรุง' }).click();
  await expect(page.getByTestId('website-status')).toHaveAttribute('data-status', 'MA');

  // The member, still on the dashboard, checks in: refused, and the maintenance page shows at once.
  const refused = site.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/game/check-in' && response.request().method() === 'POST');
  await checkIn.getByRole('button', { name: 'เช็คอินรับรางวัล' }).click();
  expect((await refused).status()).toBe(503);
  await expect(site.getByRole('heading', { name: 'ปิดปรับปรุงระบบชั่วคราว' })).toBeVisible();
  await capture(site, 'new-brand-maintenance-mid-session');
  await site.context().close();
});
