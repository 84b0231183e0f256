import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/journey-test';
import { capture } from '../support/capture';
import { logInToConsole } from '../support/console';
import { TWIN_PASSWORD, TWIN_USERNAME } from '../support/e2e-env';
import { logInThroughApi, readCreditSatangThroughApi } from '../support/member-api';
import { OperatorClient } from '../support/operator';
import { postStatementLines } from '../support/statement';

const AMOUNT_SATANG = 321_45;

test('an operator assigns an unmatched statement line to the twin, whose credit rises by exactly its amount', async ({ page, request: memberApi }) => {
  // An account number no member has, so the line waits in the review queue. The reference is new on every run.
  const reference = `E2EASSIGN${String(Date.now())}`;
  const secret = `e2e-statement-secret-${randomUUID()}`;
  const operator = await OperatorClient.logIn();
  const twin = await logInThroughApi(memberApi, TWIN_USERNAME, TWIN_PASSWORD);
  try {
    const beforeSatang = await readCreditSatangThroughApi(memberApi, twin, TWIN_USERNAME);
    // The twin of this journey's brand has never been credited.
    expect(beforeSatang).toBe(0);
    await operator.setStatementSecret(secret);
    const outcomes = await postStatementLines(secret, [
      { bankReference: reference, senderBankCode: '014', senderAccount: '97531086', amountSatang: AMOUNT_SATANG, occurredAt: new Date().toISOString() },
    ]);
    expect(outcomes).toEqual(['queued']);

    await logInToConsole(page);
    await page.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).getByRole('link', { name: 'รายการฝาก' }).click();
    await expect(page.getByRole('heading', { name: 'รายการฝาก', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'รายการเดินบัญชีที่ไม่ตรง' }).click();
    const row = page.getByTestId('statement-row').filter({ hasText: reference });
    await expect(row).toContainText('ไม่พบสมาชิกที่มีเลขบัญชีนี้');
    await expect(row.getByTestId('statement-amount')).toHaveText('321.45');
    // The amount's name sits over the amounts, aligned right as they are.
    await expect(page.getByTestId('statement-table').getByRole('columnheader', { name: 'จำนวนเงิน (บาท)' })).toHaveCSS('text-align', 'right');
    await capture(page, 'backoffice-deposits-statement');

    await row.getByRole('button', { name: 'ระบุสมาชิก' }).click();
    const dialog = page.getByTestId('assign-line-dialog');
    await dialog.getByLabel('ชื่อผู้ใช้ เบอร์โทร หรือเลขบัญชี').fill(TWIN_USERNAME);
    await dialog.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    await dialog.getByRole('radio', { name: new RegExp(`^${TWIN_USERNAME}`) }).check();
    await capture(page, 'backoffice-deposits-assign');

    const assigned = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/assign'));
    await dialog.getByRole('button', { name: `เติมเครดิต 321.45 บาทให้ ${TWIN_USERNAME}` }).click();
    const response = await assigned;
    expect(response.status(), await response.text()).toBe(200);

    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect.poll(() => readCreditSatangThroughApi(memberApi, twin, TWIN_USERNAME)).toBe(beforeSatang + AMOUNT_SATANG);

    await page.getByRole('tab', { name: 'สลิปรอตรวจ' }).click();
    await expect(page.getByTestId('slip-table').or(page.getByText('ไม่มีสลิปที่รอตรวจ'))).toBeVisible();
    await capture(page, 'backoffice-deposits-slips');
  } finally {
    await operator.dispose();
  }
});
