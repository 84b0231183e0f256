import { randomUUID } from 'node:crypto';
import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { logInAsDemoMember } from './support/member';
import { OperatorClient } from './support/operator';
import { postStatementLines } from './support/statement';

/** The demo member's KBANK account (seed/demo-brand.ts): a statement line from it credits them alone. */
const DEMO_ACCOUNT = { senderBankCode: '004', senderAccount: '1234567890' };

async function depositFromStatement(amountSatang: number): Promise<void> {
  const operator = await OperatorClient.logIn();
  try {
    const secret = `e2e-statement-secret-${randomUUID()}`;
    await operator.setStatementSecret(secret);
    const reference = `E2ERANK${String(Date.now())}`;
    const outcomes = await postStatementLines(secret, [{ ...DEMO_ACCOUNT, bankReference: reference, amountSatang, occurredAt: new Date().toISOString() }]);
    expect(outcomes).toEqual(['credited']);
  } finally {
    await operator.dispose();
  }
}

test('the ranking page shows silver as the demo member’s tier, with every tier below it', async ({ page }) => {
  await logInAsDemoMember(page);
  await page.goto('/auth/user/ranking');
  await expect(page.getByRole('heading', { name: 'ระดับสมาชิก', level: 1 })).toBeVisible();

  await expect(page.getByTestId('current-tier-name')).toHaveText('ซิลเวอร์');
  await expect(page.getByTestId('tier-progress-amounts')).toContainText(/^ยอดฝาก [\d,]+\.\d\d \/ 50,000\.00 บาท \(สะสม\)$/);
  await expect(page.getByRole('img', { name: 'ตราระดับซิลเวอร์' }).first()).toBeVisible();
  const current = page.getByTestId('tier-card').filter({ hasText: 'ระดับปัจจุบัน' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('ซิลเวอร์');
  // Tier 6 is the only tier not open (docs/decisions.md, "Tiers").
  await expect(page.getByTestId('tier-disabled-note')).toHaveCount(1);
  const diamond = page.getByTestId('tier-card').filter({ hasText: 'ไดมอนด์' });
  await expect(diamond.getByTestId('tier-max-per-withdrawal')).toHaveText('฿200,000.00');
  await expect(diamond.getByTestId('tier-daily-cap')).toHaveText('฿1,000,000.00');
  await expect(diamond.getByTestId('tier-loss-return')).toHaveText('12%');
  await expect(page.getByText('ยังไม่มีการเปลี่ยนระดับ')).toBeVisible();
  await capture(page, 'ranking');
});

test('a deposit that reaches gold raises the tier at once: the member is told on the dashboard and sees the change in the history', async ({ page }) => {
  await depositFromStatement(50_000_00);
  await logInAsDemoMember(page);
  const notice = page.getByTestId('tier-change-notice');
  await expect(notice).toContainText('ยินดีด้วย! คุณเลื่อนเป็นระดับโกลด์');
  await expect(notice).toContainText('จากระดับซิลเวอร์ · จากยอดฝากของคุณ');
  await capture(page, 'ranking-tier-notice');

  await notice.getByTestId('tier-change-notice-close').click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('dashboard-member-name')).toBeVisible();
  await expect(page.getByTestId('tier-change-notice')).toHaveCount(0);

  await page.goto('/auth/user/ranking');
  await expect(page.getByTestId('current-tier-name')).toHaveText('โกลด์');
  const change = page.getByTestId('tier-history-item');
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('ซิลเวอร์ → โกลด์');
  await expect(change).toContainText('จากยอดฝากของคุณ');
  await expect(page.getByTestId('tier-progress-amounts')).toContainText('/ 300,000.00 บาท (สะสม)');
  await page.getByTestId('tier-history').scrollIntoViewIfNeeded();
  await capture(page, 'ranking-tier-history');
});
