import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/journey-test';
import { capture } from '../support/capture';
import { claimConsoleOperator, fillConsoleLogin, readConsoleStorage } from '../support/console';
import { TWIN_PASSWORD, TWIN_USERNAME } from '../support/e2e-env';
import { fillLoginForm } from '../support/member';
import { logInThroughApi, readCreditSatangThroughApi } from '../support/member-api';
import { OperatorClient } from '../support/operator';

/** Ends in .00, like every amount the journeys move, and small enough for any tier's limits. */
const AMOUNT_SATANG = 150_00;
const AMOUNT_TEXT = '150.00';

function readWithdrawalUuid(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'data' in value) {
    const { data } = value;
    if (typeof data === 'object' && data !== null && 'uuid' in data && typeof data.uuid === 'string') return data.uuid;
  }
  throw new Error('POST /api/auth/withdraw/{uuid} did not answer {data:{uuid}}');
}

/** The twin asks for a withdrawal on the member site, as a member would. */
async function requestTwinWithdrawal(page: Page): Promise<string> {
  await page.goto('/login');
  await fillLoginForm(page, TWIN_USERNAME, TWIN_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  await page.goto('/auth/withdraw');
  await page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill(AMOUNT_TEXT);
  const reply = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/auth\/withdraw\/[^/]+$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole('button', { name: 'ยืนยันการถอนเงิน' }).click();
  const response = await reply;
  expect(response.status(), await response.text()).toBe(200);
  return readWithdrawalUuid(await response.json());
}

test('a member asks for a withdrawal, an operator approves it in the console, and the member sees it completed', async ({ page, request: api }) => {
  // The twin is given the money it will withdraw: once the withdrawal is paid, its credit is back
  // where it started, which the end of the journey checks.
  const operator = await OperatorClient.logIn();
  try {
    const twin = await logInThroughApi(api, TWIN_USERNAME, TWIN_PASSWORD);
    const startSatang = await readCreditSatangThroughApi(api, twin, TWIN_USERNAME);
    await operator.adjustMemberCredit(twin.memberUuid, {
      direction: 'credit',
      amountSatang: AMOUNT_SATANG,
      reason: 'e2e: เงินสำหรับทดสอบการถอนผ่านหลังบ้าน',
      idempotencyKey: `e2e-console-${randomUUID()}`,
    });

    const withdrawalUuid = await requestTwinWithdrawal(page);
    await expect(page.getByTestId('pending-withdrawals').getByTestId('withdrawal-item')).toContainText(`฿${AMOUNT_TEXT}`);
    const member = await readConsoleStorage(page);
    expect(member.memberToken).not.toBeNull();

    // The console has its own login, also in a browser where a member is signed in.
    await page.goto('/backoffice');
    await expect(page).toHaveURL(/\/backoffice\/login$/);
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน', level: 1 })).toBeVisible();
    await capture(page, 'backoffice-login');

    // A wrong password gets the one answer any wrong sign-in gets, beside no field, so it does not
    // tell whether the password or the code was wrong.
    const mistypedOperator = claimConsoleOperator();
    await fillConsoleLogin(page, mistypedOperator, { password: 'not-the-operator-password' });
    await expect(page.getByTestId('console-login-error')).toHaveText('ชื่อผู้ใช้ รหัสผ่าน หรือรหัสยืนยันไม่ถูกต้อง');
    await expect(page.getByLabel('รหัสผ่าน', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await capture(page, 'backoffice-login-error');

    const operatorUsername = claimConsoleOperator();
    await fillConsoleLogin(page, operatorUsername);
    await expect(page).toHaveURL(/\/backoffice\/today$/);
    await expect(page.getByRole('heading', { name: 'ภาพรวมวันนี้', level: 1 })).toBeVisible();
    await expect(page.getByTestId('console-operator')).toContainText('ผู้ดูแลระบบ');
    const pendingQueue = page.getByTestId('queue-pendingWithdrawals');
    await expect(pendingQueue).toContainText('ถอนเงินรออนุมัติ');
    await expect(page.getByTestId('figure-deposits')).toContainText('฿');
    await capture(page, 'backoffice-today');
    // Both sessions live side by side, each under its own keys.
    const both = await readConsoleStorage(page);
    expect(both.operatorSession).not.toBeNull();
    expect(both.memberToken).toBe(member.memberToken);

    await pendingQueue.getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'คิวถอนเงิน', level: 1 })).toBeVisible();
    const row = page.locator(`[data-withdrawal-id="${withdrawalUuid}"]`);
    await expect(row).toContainText(TWIN_USERNAME);
    await expect(row.getByTestId('withdrawal-amount')).toHaveText(AMOUNT_TEXT);
    // The amount's name sits over the amounts, aligned right as they are.
    const amountHeader = page.getByTestId('withdrawal-table').getByRole('columnheader', { name: 'จำนวนเงิน (บาท)' });
    await expect(amountHeader).toHaveCSS('text-align', 'right');
    await expect(row.getByTestId('withdrawal-amount')).toHaveCSS('text-align', 'right');
    await expect(row).toContainText('999-4-56789-0');
    // The holder's name, to check against what the bank shows before sending the money.
    await expect(row.getByTestId('withdrawal-account-name')).toHaveText('ชื่อบัญชี สมหญิง ใจดี');
    await capture(page, 'backoffice-withdrawals');

    await row.getByRole('button', { name: 'อนุมัติ' }).click();
    const dialog = page.getByTestId('withdrawal-decision-dialog');
    await expect(dialog).toContainText(`${TWIN_USERNAME} ถอน ${AMOUNT_TEXT} บาท`);
    await expect(dialog.getByTestId('withdrawal-account-name')).toHaveText('ชื่อบัญชี สมหญิง ใจดี');
    await dialog.getByRole('button', { name: 'ยืนยันอนุมัติ' }).click();
    await expect(dialog.getByRole('alert')).toContainText('กรุณาระบุเลขอ้างอิงการโอน');
    const bankReference = `E2E-CONSOLE-${String(Date.now())}`;
    await dialog.getByLabel('เลขอ้างอิงการโอนจากธนาคาร').fill(bankReference);
    await capture(page, 'backoffice-approve-dialog');
    await dialog.getByRole('button', { name: 'ยืนยันอนุมัติ' }).click();
    await expect(page.getByText(`อนุมัติรายการของ ${TWIN_USERNAME} แล้ว`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('tab', { name: 'สำเร็จ', exact: true }).click();
    const completedRow = page.locator(`[data-withdrawal-id="${withdrawalUuid}"]`);
    await expect(completedRow).toContainText('สำเร็จ');
    await expect(completedRow.getByTestId('withdrawal-bank-reference')).toHaveText(`เลขอ้างอิง ${bankReference}`);
    await expect(completedRow.getByTestId('withdrawal-deciders')).toHaveText(`อนุมัติโดย ${operatorUsername}`);
    await capture(page, 'backoffice-withdrawals-completed');

    // The console must still fit a 1024-wide screen.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(page.getByTestId('withdrawal-table')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await capture(page, 'backoffice-withdrawals-1024');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The approval is in the audit log, found by the withdrawal's id.
    await page.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).getByRole('link', { name: 'บันทึกการใช้งาน' }).click();
    await expect(page.getByRole('heading', { name: 'บันทึกการใช้งาน', level: 1 })).toBeVisible();
    await page.getByLabel('รหัสเป้าหมาย').fill(withdrawalUuid);
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    const entry = page.getByTestId('audit-row').filter({ hasText: 'withdrawal.approve' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(bankReference);
    // Who acted is named, and the action too.
    await expect(entry.getByTestId('audit-operator')).toHaveText(operatorUsername);
    await expect(entry.getByTestId('audit-action')).toHaveText('อนุมัติถอนเงิน');
    await page.getByRole('button', { name: 'ล้างตัวกรอง' }).click();
    await expect(page.getByTestId('audit-row').filter({ hasText: 'operator.login' }).first()).toBeVisible();
    await capture(page, 'backoffice-audit-log');

    // The wrong password at the start is there too: the username tried and the address, no password.
    await page.getByLabel('การกระทำ').selectOption({ label: 'เข้าสู่ระบบหลังบ้านไม่สำเร็จ' });
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page).toHaveURL(/action=operator\.login_failed/);
    const failed = page.getByTestId('audit-row').filter({ hasText: mistypedOperator });
    await expect(failed).toHaveCount(1);
    await expect(failed.getByTestId('audit-action')).toHaveText('เข้าสู่ระบบหลังบ้านไม่สำเร็จ');
    await expect(failed.getByTestId('audit-operator')).toHaveText('ไม่ทราบผู้ใช้');
    await expect(failed.getByTestId('audit-address')).toHaveText(/^จาก \S+$/);
    await expect(failed).toContainText('wrong_password');
    await expect(failed).not.toContainText('not-the-operator-password');
    await capture(page, 'backoffice-audit-log-failed-login');

    // While the site is closed for maintenance, members see the notice and operators keep working.
    await operator.setWebsiteStatus('MA');
    await page.goto('/auth/withdraw');
    await expect(page.getByRole('heading', { name: 'ปิดปรับปรุงระบบชั่วคราว' })).toBeVisible();
    await page.goto('/backoffice/withdrawals');
    await expect(page.getByRole('heading', { name: 'คิวถอนเงิน', level: 1 })).toBeVisible();
    await expect(page.getByText('ปิดปรับปรุง', { exact: true })).toBeVisible();
    await operator.setWebsiteStatus('NORMAL');

    // The member's history shows the withdrawal completed; the member is still signed in.
    await page.goto('/auth/withdraw');
    await expect(page.getByRole('heading', { name: 'ถอนเงิน', level: 1 })).toBeVisible();
    await expect(
      page
        .getByTestId('pending-withdrawals')
        .getByTestId('withdrawal-item')
        .filter({ hasText: `฿${AMOUNT_TEXT}` }),
    ).toHaveCount(0);
    await page.getByRole('link', { name: 'ดูประวัติทั้งหมด' }).click();
    const completed = page
      .getByTestId('withdrawal-history')
      .getByTestId('withdrawal-item')
      .filter({ hasText: `฿${AMOUNT_TEXT}` })
      .first();
    await expect(completed.locator('[data-tone="success"]')).toHaveText('สำเร็จ');

    // A member logging out leaves the operator signed in, and the other way round.
    await page.goto('/auth/dashboard');
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await page.getByRole('alertdialog', { name: 'ยืนยันการออกจากระบบ' }).getByRole('button', { name: 'ตกลง' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await readConsoleStorage(page)).operatorSession).not.toBeNull();
    await page.goto('/backoffice/today');
    await expect(page.getByTestId('console-operator')).toContainText(operatorUsername);

    await page.goto('/login');
    await fillLoginForm(page, TWIN_USERNAME, TWIN_PASSWORD);
    await expect(page).toHaveURL(/\/auth\/dashboard$/);
    await page.goto('/backoffice/today');
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await expect(page).toHaveURL(/\/backoffice\/login$/);
    const afterLogout = await readConsoleStorage(page);
    expect(afterLogout.operatorSession).toBeNull();
    expect(afterLogout.memberToken).not.toBeNull();
    await page.goto('/auth/dashboard');
    await expect(page.getByTestId('credit-balance')).toBeVisible();

    expect(await readCreditSatangThroughApi(api, twin, TWIN_USERNAME)).toBe(startSatang);
  } finally {
    await operator.dispose();
  }
});
