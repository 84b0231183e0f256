import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/journey-test';
import { capture } from '../support/capture';
import { fillConsoleLogin } from '../support/console';
import { DEMO_USERNAME } from '../support/e2e-env';
import { OperatorClient } from '../support/operator';
import { postStatementLines } from '../support/statement';

/** The demo member's KBANK account (seed/demo-brand.ts): a statement line from it credits them alone. */
const DEMO_ACCOUNT = { senderBankCode: '004', senderAccount: '1234567890' };

/**
 * The demo member, with no deposit before, deposits 1,500 baht today: above the 1,000-baht
 * minimum and three times their (empty) daily average, so the support operator of the brand finds
 * them on the sharp-rise report and opens their screen from it.
 */
test('a support operator opens the sharp-rise report from the menu, sees the member whose deposits rose today, and opens their screen', async ({
  page,
  journey,
}) => {
  const operator = await OperatorClient.logIn();
  try {
    const secret = `e2e-statement-secret-${randomUUID()}`;
    await operator.setStatementSecret(secret);
    const line = { ...DEMO_ACCOUNT, bankReference: `E2ERISE${String(Date.now())}`, amountSatang: 1_500_00, occurredAt: new Date().toISOString() };
    expect(await postStatementLines(secret, [line])).toEqual(['credited']);
  } finally {
    await operator.dispose();
  }

  await page.goto('/backoffice/login');
  await fillConsoleLogin(page, journey.supportOperator);
  const menu = page.getByRole('navigation', { name: 'เมนูหลังบ้าน' });
  await menu.getByRole('link', { name: 'ยอดพุ่งสูง' }).click();
  await expect(page).toHaveURL(/\/backoffice\/sharp-rises$/);
  await expect(page.getByRole('heading', { name: 'สมาชิกที่ยอดพุ่งสูง', level: 1 })).toBeVisible();

  const row = page.getByTestId('sharp-rise-row').filter({ hasText: DEMO_USERNAME });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('sharp-rise-deposit')).toContainText('1,500.00');
  await expect(row.getByTestId('sharp-rise-deposit')).toContainText('ไม่มียอดก่อนหน้า');
  await expect(row).toContainText('ยอดฝากพุ่ง');
  await expect(page.getByTestId('sharp-rises-summary')).toContainText('1 คน');
  await capture(page, 'backoffice-sharp-rises');
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, 'backoffice-sharp-rises-phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  await row.getByRole('link', { name: DEMO_USERNAME }).click();
  await expect(page).toHaveURL(/\/backoffice\/members\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('member-protection-panel')).toBeVisible();
});
