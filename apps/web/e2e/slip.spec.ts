import { randomUUID } from 'node:crypto';
import { expect, test } from './support/journey-test';
import QRCode from 'qrcode';
import { slipVerify } from 'promptparse/generate';
import { capture, scrollUnderTopBar } from './support/capture';
import { DEMO_START } from './support/e2e-env';
import { logInAsDemoMember, readCreditSatang } from './support/member';
import { OperatorClient } from './support/operator';
import { postStatementLines } from './support/statement';

const AMOUNT_SATANG = 250_00;

test('a member deposits by slip: the transfer is on the statement, the slip is read, confirmed and credited', async ({ page }) => {
  // The brand's statement reader reports a transfer from KBANK …4567890, the ending of both the
  // demo member's and the twin's accounts (see seed-journey-brands.ts), so it waits in the review queue
  // until its sender claims it with the slip. The reference is new on every run.
  const reference = `E2E${String(Date.now())}`;
  const secret = `e2e-statement-secret-${randomUUID()}`;
  const operator = await OperatorClient.logIn();
  try {
    await operator.setStatementSecret(secret);
    const outcomes = await postStatementLines(secret, [
      { bankReference: reference, senderBankCode: '004', senderAccount: '4567890', amountSatang: AMOUNT_SATANG, occurredAt: new Date().toISOString() },
    ]);
    expect(outcomes).toEqual(['queued']);

    await logInAsDemoMember(page);
    await page.goto('/auth/deposit/slip');
    await expect(page.getByRole('heading', { name: 'ฝากเงินด้วยสลิป', level: 1 })).toBeVisible();
    await expect(page.getByTestId('credit-balance')).toBeVisible();
    const before = await readCreditSatang(page);
    expect(before).toBe(DEMO_START.creditSatang);

    const slip = await QRCode.toBuffer(slipVerify({ sendingBank: '004', transRef: reference }), { type: 'png', margin: 4, scale: 6 });
    await page.getByLabel('เลือกรูปสลิป').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip });

    const facts = page.getByTestId('slip-facts');
    await expect(facts.getByTestId('slip-amount')).toHaveText('฿250.00บาท');
    await expect(facts).toContainText('ธนาคารกสิกรไทย');
    await expect(facts.getByTestId('slip-reference')).toHaveText(reference);
    await expect(facts.getByTestId('slip-time')).toHaveText(/^\d{1,2} \S+ 25\d\d \d\d:\d\d$/);
    await expect(page.getByRole('img', { name: 'รูปสลิปที่เลือก' })).toBeVisible();
    await scrollUnderTopBar(page.getByRole('region', { name: 'แนบสลิปการโอน' }));
    await expect(page.getByRole('button', { name: 'ยืนยันเติมเครดิต' })).toBeInViewport();
    await capture(page, 'deposit-slip');

    const confirmed = page.waitForResponse((response) => response.url().endsWith('/api/auth/slip/confirm'));
    await page.getByRole('button', { name: 'ยืนยันเติมเครดิต' }).click();
    expect((await confirmed).status()).toBe(200);
    await expect(page.getByTestId('slip-credited-amount')).toHaveText('฿250.00บาท');
    await expect.poll(() => readCreditSatang(page)).toBe(before + AMOUNT_SATANG);

    // The same slip cannot credit twice.
    await page.getByRole('button', { name: 'แนบสลิปอื่น' }).click();
    await page.getByLabel('เลือกรูปสลิป').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip });
    await expect(page.getByTestId('slip-error')).toHaveText('สลิปนี้ถูกใช้ไปแล้ว');

    await page.goto('/auth/transaction/history?type=deposit');
    const deposit = page.getByTestId('deposit-item').filter({ hasText: reference });
    await expect(deposit).toContainText('สลิป');
    await expect(deposit.getByTestId('deposit-amount')).toHaveText('+฿250.00');
    await capture(page, 'transaction-history-deposit');
  } finally {
    await operator.dispose();
  }
});
