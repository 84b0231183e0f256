import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { chooseBirthDate } from './support/birth-date';
import { capture, scrollUnderTopBar } from './support/capture';
import { DEMO_PASSWORD, DEMO_USERNAME } from './support/e2e-env';
import { logInAsDemoMember } from './support/member';
import { logInThroughApi, readAffiliateCode, readDownlineUsernames } from './support/member-api';

// A new member signs up through the demo member's share link. Nothing here touches the demo
// member's credit; the new member is new on every run (the database is fresh, and the values are
// random anyway so a rerun against the same server does not collide).

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

const newMember = {
  phone: `09${randomDigits(8)}`,
  username: `reg${Date.now().toString(36).slice(-5)}${randomDigits(3)}`,
  // Not the demo member's (1234567890) nor the twin's (9994567890).
  accountNumber: `5${randomDigits(9)}`,
  // Different from the inviter's name (สมชาย ใจดี), which would be refused as self-referral.
  name: 'ทดสอบ สมัครผ่านลิงก์',
  password: 'e2e-new-member-5678',
};

/** The Thai message a field points at (aria-describedby), with the field marked invalid. */
async function expectFieldError(page: Page, field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const errorId = (await field.getAttribute('aria-describedby')) ?? 'missing';
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
}

async function passPhoneStep(page: Page, phone: string): Promise<void> {
  await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill(phone);
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page.getByTestId('registration-step')).toHaveText('ขั้นตอนที่ 2 จาก 2');
}

async function pickBank(page: Page, nameTh: string): Promise<void> {
  await page.getByRole('button', { name: /^ธนาคาร / }).click();
  await page.getByRole('radio', { name: nameTh }).click();
  await expect(page.getByRole('button', { name: `ธนาคาร ${nameTh}` })).toBeVisible();
}

test("a visitor signs up through the demo member's link, lands on the dashboard, and the inviter sees them", async ({ page, browser, request }) => {
  const demo = await logInThroughApi(request, DEMO_USERNAME, DEMO_PASSWORD);
  const code = await readAffiliateCode(request, demo);

  // Step 1: the link names the inviter at once.
  await page.goto(`/aff/${code}`);
  await expect(page.getByRole('heading', { name: 'สมัครสมาชิก', level: 1 })).toBeVisible();
  await expect(page.getByTestId('registration-step')).toHaveText('ขั้นตอนที่ 1 จาก 2');
  await expect(page.getByTestId('inviter-name')).toHaveText(/^ผู้แนะนำ: \S+$/);
  await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill(newMember.phone);
  await capture(page, 'register-step1');
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page.getByTestId('registration-step')).toHaveText('ขั้นตอนที่ 2 จาก 2');

  // Step 2: the bank from the list, the number, then the name (the built-in look-up asks for it typed).
  await page.getByRole('button', { name: 'ธนาคาร เลือกธนาคาร' }).click();
  await expect(page.getByRole('radio')).toHaveCount(18);
  await capture(page, 'register-bank-picker');
  await page.getByRole('radio', { name: 'ธนาคารกสิกรไทย' }).click();
  const accountNumber = page.getByLabel('เลขบัญชีธนาคาร');
  await accountNumber.fill(newMember.accountNumber);
  const nameLookup = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/bank/name');
  await accountNumber.blur();
  expect((await nameLookup).status()).toBe(200);
  const accountName = page.getByLabel('ชื่อบัญชี', { exact: true });
  await accountName.fill(newMember.name);
  await page.getByRole('checkbox', { name: 'ชื่อบัญชีถูกต้องตรงกับสมุดบัญชี' }).check();
  await page.getByLabel('ชื่อผู้ใช้').fill(newMember.username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(newMember.password);
  await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(newMember.password);
  const afCode = page.getByLabel('รหัสผู้แนะนำ', { exact: true });
  await expect(afCode).toHaveValue(code);
  await expect(afCode).toHaveAttribute('readonly', '');
  await page.getByRole('checkbox', { name: 'ฉันมีอายุ 20 ปีขึ้นไป' }).check();
  // Under 20 is refused beside the date of birth, before anything is sent; the years read in the Buddhist era.
  const thisYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(new Date()));
  await expect(page.getByRole('combobox', { name: 'ปี (พ.ศ.)' }).locator('option').nth(1)).toHaveText(String(thisYear + 543));
  await chooseBirthDate(page, `${thisYear - 15}-06-15`);
  await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
  await expect(page.getByText('ต้องมีอายุ 20 ปีขึ้นไปจึงจะสมัครสมาชิกได้')).toBeVisible();
  await scrollUnderTopBar(page.getByText('วันเดือนปีเกิด'));
  await capture(page, 'register-under-age');
  await chooseBirthDate(page, '1994-03-09');
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await capture(page, 'register-step2-top');
  await scrollUnderTopBar(page.getByRole('group', { name: 'ข้อมูลสำหรับเข้าสู่ระบบ' }));
  await capture(page, 'register-step2-bottom');

  const registered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/register');
  await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
  const reply = await registered;
  expect(reply.status(), await reply.text()).toBe(200);
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  await expect(page.getByTestId('dashboard-member-name')).toHaveText(newMember.name);
  await expect(page.getByTestId('dashboard-username')).toHaveText(newMember.username);
  await capture(page, 'register-done-dashboard');

  // The inviter, on another device, finds the new member among their friends.
  expect(await readDownlineUsernames(request, demo, DEMO_USERNAME)).toContain(newMember.username);
  const inviterContext = await browser.newContext();
  try {
    const inviterPage = await inviterContext.newPage();
    await logInAsDemoMember(inviterPage);
    await inviterPage.goto('/auth/affiliate');
    await inviterPage.getByRole('tab', { name: 'เพื่อน', exact: true }).click();
    await expect(inviterPage.getByTestId('affiliate-downline-item').filter({ hasText: newMember.username })).toBeVisible();
  } finally {
    await inviterContext.close();
  }
});

test("the demo member's phone, username and bank account are refused in Thai beside their fields", async ({ page }) => {
  await page.goto('/register');
  const phone = page.getByLabel('เบอร์โทรศัพท์มือถือ');
  await phone.fill('0812345678');
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expectFieldError(page, phone, 'เบอร์โทรศัพท์นี้สมัครสมาชิกแล้ว กรุณาเข้าสู่ระบบหรือติดต่อเจ้าหน้าที่');
  await expect(page.getByTestId('registration-step')).toHaveText('ขั้นตอนที่ 1 จาก 2');
  await capture(page, 'register-duplicate-phone');

  await passPhoneStep(page, `09${randomDigits(8)}`);
  await pickBank(page, 'ธนาคารกสิกรไทย');
  const accountNumber = page.getByLabel('เลขบัญชีธนาคาร');
  await accountNumber.fill('1234567890');
  await accountNumber.blur();
  await expectFieldError(page, accountNumber, 'เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว');

  const username = page.getByLabel('ชื่อผู้ใช้');
  await username.fill(DEMO_USERNAME);
  await username.blur();
  await expectFieldError(page, username, 'ชื่อผู้ใช้นี้มีผู้ใช้แล้ว กรุณาเลือกชื่ออื่น');
  // Both refusals in one picture: from the account number down to the username.
  await scrollUnderTopBar(accountNumber);
  await capture(page, 'register-duplicates');

  // Nothing is sent while a refusal stands: the button puts the cursor on the first one.
  await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
  await expect(accountNumber).toBeFocused();
});
