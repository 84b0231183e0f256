import { type Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { DEMO_USERNAME } from './support/e2e-env';
import { logInAsDemoMember } from './support/member';
import { OperatorClient } from './support/operator';

// The demo member of this journey's brand starts with 1,000.00 baht (support/journeys.ts).

function readWithdrawalUuid(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'data' in value) {
    const { data } = value;
    if (typeof data === 'object' && data !== null && 'uuid' in data && typeof data.uuid === 'string') return data.uuid;
  }
  throw new Error('POST /api/auth/withdraw/{uuid} did not answer {data:{uuid}}');
}

async function requestWithdrawal(page: Page, amount: string): Promise<string> {
  await page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill(amount);
  const reply = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/auth\/withdraw\/[^/]+$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole('button', { name: 'ยืนยันการถอนเงิน' }).click();
  const response = await reply;
  expect(response.status(), await response.text()).toBe(200);
  return readWithdrawalUuid(await response.json());
}

test('a member withdraws 100.50 baht, an operator approves it and the history shows it completed', async ({ page }) => {
  await logInAsDemoMember(page);
  await page.goto('/auth/withdraw');
  await expect(page.getByRole('heading', { name: 'ถอนเงิน', level: 1 })).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
  await expect(page.getByTestId('withdraw-bank-account')).toHaveText('xxx-x-x7890');
  await expect(page.getByText('ไม่มีรายการถอนที่รอดำเนินการ')).toBeVisible();

  const withdrawalUuid = await requestWithdrawal(page, '100.50');
  await expect(page.getByText('ส่งคำขอถอนเงิน 100.50 บาทแล้ว รอเจ้าหน้าที่ดำเนินการ')).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toContainText('899.50');
  const pending = page.getByTestId('pending-withdrawals').getByTestId('withdrawal-item');
  await expect(pending).toHaveCount(1);
  await expect(pending.first()).toContainText('฿100.50');
  await expect(pending.first()).toContainText('รอดำเนินการ');
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await capture(page, 'withdraw');

  // More than the balance, and more than silver's 100,000 a day too: the member hears of the
  // balance, not of the daily cap, and the Thai message stands beside the field.
  await page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('150000');
  await page.getByRole('button', { name: 'ยืนยันการถอนเงิน' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ยอดเงินไม่เพียงพอ' })).toBeVisible();
  await expect(page.getByText('วงเงินต่อวัน')).toHaveCount(0);
  await expect(page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('credit-balance')).toContainText('899.50');

  await expect(page.getByText('ส่งคำขอถอนเงิน 100.50 บาทแล้ว รอเจ้าหน้าที่ดำเนินการ')).toBeHidden({ timeout: 4_000 });
  await page.getByTestId('pending-withdrawals').scrollIntoViewIfNeeded();
  await capture(page, 'withdraw-pending');

  // The history lists the waiting request too, with its state in Thai.
  await page.getByRole('link', { name: 'ดูประวัติทั้งหมด' }).click();
  await expect(page).toHaveURL(/\/auth\/transaction\/history$/);
  const waiting = page.getByTestId('withdrawal-history').getByTestId('withdrawal-item');
  await expect(waiting).toHaveCount(1);
  await expect(waiting.first()).toContainText('฿100.50');
  await expect(waiting.first().locator('[data-tone="warning"]')).toHaveText('รอดำเนินการ');
  await capture(page, 'transaction-history-pending');
  await page.goto('/auth/withdraw');
  await expect(page.getByTestId('credit-balance')).toContainText('899.50');

  // A second request, which the operator rejects: its money comes back and the reason is shown.
  const rejectedUuid = await requestWithdrawal(page, '50');
  await expect(page.getByTestId('credit-balance')).toContainText('849.50');

  const operator = await OperatorClient.logIn();
  try {
    const queued = await operator.listPendingWithdrawals();
    expect(queued).toContainEqual(expect.objectContaining({ uuid: withdrawalUuid, username: DEMO_USERNAME, amountSatang: 100_50 }));
    await operator.approveWithdrawal(withdrawalUuid, 'E2E-KBANK-0001');
    await operator.rejectWithdrawal(rejectedUuid, 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก');
  } finally {
    await operator.dispose();
  }

  await page.getByRole('link', { name: 'ดูประวัติทั้งหมด' }).click();
  await expect(page).toHaveURL(/\/auth\/transaction\/history$/);
  await page.reload();
  const history = page.getByTestId('withdrawal-history').getByTestId('withdrawal-item');
  await expect(history).toHaveCount(2);
  const completed = history.filter({ hasText: '฿100.50' });
  await expect(completed.locator('[data-tone="success"]')).toHaveText('สำเร็จ');
  await expect(completed).toContainText(/\d{1,2} \S+ 25\d\d \d\d:\d\d/);
  const rejected = history.filter({ hasText: '฿50.00' });
  await expect(rejected.locator('[data-tone="danger"]')).toHaveText('ไม่สำเร็จ');
  await expect(rejected).toContainText('เหตุผล: ชื่อบัญชีไม่ตรงกับชื่อสมาชิก');
  await expect(page.getByTestId('pager-status')).toHaveText('หน้า 1 จาก 1');
  await capture(page, 'transaction-history');

  // Approved money has left; rejected money is back.
  await page.goto('/auth/withdraw');
  await expect(page.getByText('ไม่มีรายการถอนที่รอดำเนินการ')).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toContainText('899.50');
});
