import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/journey-test';
import { formatBaht, parseBahtToSatang } from '@app/contract/money';
import { capture } from '../support/capture';
import { logInToConsole } from '../support/console';
import { TWIN_PASSWORD, TWIN_USERNAME } from '../support/e2e-env';

// The journey credits the twin member 12.34 baht and takes it back, both from the console.

async function readCreditSatang(credit: Locator): Promise<number> {
  const text = (await credit.textContent()) ?? '';
  const satang = parseBahtToSatang(text.replace('บาท', ''));
  if (satang === null) throw new Error(`the credit reads "${text}"`);
  return satang;
}

async function adjustCredit(page: Page, direction: 'เพิ่มเครดิต' | 'ลดเครดิต', amount: string, reason: string): Promise<void> {
  const form = page.getByTestId('credit-adjustment-form');
  await form.getByRole('radio', { name: direction }).check();
  await form.getByLabel('จำนวนเงิน').fill(amount);
  await form.getByLabel('เหตุผล').fill(reason);
  const reply = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/credit-adjustments'));
  await form.getByRole('button', { name: `ยืนยัน${direction}` }).click();
  const response = await reply;
  expect(response.status(), await response.text()).toBe(200);
}

async function openMember(page: Page, username: string): Promise<void> {
  await page.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).getByRole('link', { name: 'สมาชิก' }).click();
  await expect(page.getByRole('heading', { name: 'ค้นหาสมาชิก', level: 1 })).toBeVisible();
  await page.getByLabel('ชื่อผู้ใช้ เบอร์โทร หรือเลขบัญชี').fill(username);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await page.getByTestId('member-results').getByRole('link', { name: username, exact: true }).click();
  await expect(page.getByRole('heading', { name: username, level: 1 })).toBeVisible();
}

test('an operator finds the twin member, credits 12.34 baht with a reason, sees it in the ledger and the audit log, and takes it back', async ({ page }) => {
  const reason = `e2e ทดสอบปรับเครดิต ${Date.now()}`;

  await logInToConsole(page);
  await page.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).getByRole('link', { name: 'สมาชิก' }).click();
  await expect(page.getByRole('heading', { name: 'ค้นหาสมาชิก', level: 1 })).toBeVisible();

  await page.getByLabel('ชื่อผู้ใช้ เบอร์โทร หรือเลขบัญชี').fill(TWIN_USERNAME);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  const results = page.getByTestId('member-results');
  await expect(results.getByRole('link', { name: TWIN_USERNAME, exact: true })).toBeVisible();
  await capture(page, 'backoffice-members-search');

  await results.getByRole('link', { name: TWIN_USERNAME, exact: true }).click();
  await expect(page.getByRole('heading', { name: TWIN_USERNAME, level: 1 })).toBeVisible();
  const credit = page.getByTestId('member-credit');
  await expect(credit).toContainText('บาท');
  const startSatang = await readCreditSatang(credit);
  // The twin of this journey's brand has never been credited.
  expect(startSatang).toBe(0);
  const creditedSatang = startSatang + 1234;

  await adjustCredit(page, 'เพิ่มเครดิต', '12.34', reason);
  await expect(page.getByTestId('credit-adjustment-done')).toHaveText(`เพิ่มเครดิต 12.34 บาทแล้ว ยอดคงเหลือ ${formatBaht(creditedSatang)} บาท`);
  await expect(credit).toHaveText(`${formatBaht(creditedSatang)} บาท`);
  const topEntry = page.getByTestId('member-ledger').locator('tbody tr').first();
  await expect(topEntry).toContainText('ปรับยอดโดยทีมงาน');
  await expect(topEntry).toContainText('+12.34');
  await expect(topEntry).toContainText(formatBaht(creditedSatang));
  await expect(topEntry).toContainText(reason);
  await capture(page, 'backoffice-member-detail');
  await page.getByRole('tablist', { name: 'ประวัติของสมาชิก' }).evaluate((tabs) => {
    tabs.scrollIntoView({ block: 'start', behavior: 'instant' });
  });
  await capture(page, 'backoffice-member-ledger');
  // Desktop-first, but a 1024-wide window must still hold the screen without sideways scrolling.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  await capture(page, 'backoffice-member-detail-1024');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The audit log holds the adjustment with its reason.
  const memberUrl = page.url();
  const menu = page.getByRole('navigation', { name: 'เมนูหลังบ้าน' });
  await menu.getByRole('link', { name: 'บันทึกการใช้งาน' }).click();
  const filters = page.getByRole('form', { name: 'ตัวกรอง' });
  // Actions are chosen by their names.
  await filters.getByLabel('การกระทำ').selectOption({ label: 'ปรับเครดิตสมาชิก' });
  await filters.getByRole('button', { name: 'ค้นหา' }).click();
  const adjustmentEntry = page.getByRole('row').filter({ hasText: reason });
  await expect(adjustmentEntry).toHaveCount(1);
  await expect(adjustmentEntry.getByTestId('audit-action')).toHaveText('ปรับเครดิตสมาชิก');
  await expect(adjustmentEntry).toContainText('member.credit.adjust');
  await expect(adjustmentEntry).toContainText('"amountSatang": 1234');
  await capture(page, 'backoffice-members-audit');

  // Back to the member, and the 12.34 taken back, so the twin's credit ends where it started.
  await page.goto(memberUrl);
  await expect(page.getByRole('heading', { name: TWIN_USERNAME, level: 1 })).toBeVisible();
  await expect(credit).toHaveText(`${formatBaht(creditedSatang)} บาท`);
  await adjustCredit(page, 'ลดเครดิต', '12.34', `${reason} (คืนยอด)`);
  await expect(page.getByTestId('credit-adjustment-done')).toHaveText(`ลดเครดิต 12.34 บาทแล้ว ยอดคงเหลือ ${formatBaht(startSatang)} บาท`);
  await expect(credit).toHaveText(`${formatBaht(startSatang)} บาท`);
  await expect(topEntry).toContainText('-12.34');
});

test('an operator sets the twin member to platinum with a reason, and the member sees the change without the reason', async ({ page, request }) => {
  const reason = `e2e ย้ายบัญชีจากแบรนด์เดิม ${Date.now()}`;
  await logInToConsole(page);
  await openMember(page, TWIN_USERNAME);
  const panel = page.getByTestId('member-tier-panel');
  await expect(panel.getByTestId('member-tier-value')).toContainText('ซิลเวอร์');
  await panel.getByRole('button', { name: 'เปลี่ยนระดับ' }).click();
  const dialog = page.getByTestId('member-tier-dialog');
  // Tier 6 is not open, so it cannot be chosen.
  await expect(dialog.getByLabel('ระดับใหม่').locator('option')).toHaveCount(5);
  await dialog.getByLabel('ระดับใหม่').selectOption('3');
  await dialog.getByRole('button', { name: 'ยืนยันเปลี่ยนระดับ' }).click();
  await expect(dialog.getByText('กรุณาระบุเหตุผล')).toBeVisible();
  await dialog.getByLabel('เหตุผล (บันทึกในประวัติการทำงาน)').fill(reason);
  await capture(page, 'backoffice-member-tier-dialog');
  await dialog.getByRole('button', { name: 'ยืนยันเปลี่ยนระดับ' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByTestId('member-tier-value')).toContainText('แพลทินัม');
  await capture(page, 'backoffice-member-tier');

  const login = await request.post('/api/auth/login', { data: { username: TWIN_USERNAME, password: TWIN_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const session = (await login.json()) as { token: string; user: { uuid: string } };
  const level = await request.get(`/api/auth/user/level/${session.user.uuid}`, { headers: { Authorization: `Bearer ${session.token}` } });
  const { data } = (await level.json()) as { data: { current: { level: number }; notice: { reason: string; toName: string } | null } };
  expect(data.current.level).toBe(3);
  expect(data.notice).toMatchObject({ reason: 'operator', toName: 'แพลทินัม' });
  expect(JSON.stringify(data)).not.toContain(reason);
});
