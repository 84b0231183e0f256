import { randomUUID } from 'node:crypto';
import { formatBaht } from '@app/contract/money-format';
import { expect, test } from './support/journey-test';
import { capture, scrollUnderTopBar } from './support/capture';
import { satangOfText, spinHouseSlotUntilBalanceMoves } from './support/house-slot';
import { logInAsDemoMember, readCreditSatang } from './support/member';
import { OperatorClient } from './support/operator';
import { postStatementLines } from './support/statement';

/** The demo member's KBANK account (seed/demo-brand.ts): a statement line from it credits them alone. */
const DEMO_ACCOUNT = { senderBankCode: '004', senderAccount: '1234567890' };
const DEPOSIT_SATANG = 1_234_50;

/** This Bangkok month as the statement names it: "พฤศจิกายน 2569". */
function thisBangkokMonth(): string {
  const parts = new Intl.DateTimeFormat('th-TH-u-ca-buddhist-nu-latn', { timeZone: 'Asia/Bangkok', month: 'long', year: 'numeric' }).formatToParts(new Date());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('month')} ${part('year')}`;
}

/**
 * A member's statement of this month is empty; they deposit and play the house slot, then open
 * it again from the responsible gaming page: this month's deposits are the deposit, and wins less
 * bets are what the slot did to the balance.
 */
test("a member deposits and plays, then sees this month's deposits, bets, wins and net result in their statement", async ({ page }) => {
  // Before anything: the month is empty, and says so.
  await logInAsDemoMember(page);
  await page.goto('/auth/settings/responsible-gaming/statement');
  await expect(page.getByText('ไม่มีรายการในเดือนนี้')).toBeVisible();
  await expect(page.getByTestId('statement-month')).toHaveText(thisBangkokMonth());
  // The member signed up this month: there is no month before to step to.
  await expect(page.getByRole('button', { name: 'เดือนก่อนหน้า' })).toBeDisabled();
  await capture(page, 'activity-statement-empty');

  const operator = await OperatorClient.logIn();
  try {
    const secret = `e2e-statement-secret-${randomUUID()}`;
    await operator.setStatementSecret(secret);
    const line = { ...DEMO_ACCOUNT, bankReference: `E2ESTMT${String(Date.now())}`, amountSatang: DEPOSIT_SATANG, occurredAt: new Date().toISOString() };
    expect(await postStatementLines(secret, [line])).toEqual(['credited']);
  } finally {
    await operator.dispose();
  }

  await page.goto('/auth/dashboard');
  await expect(page.getByTestId('credit-balance')).toContainText('2,234.50');
  const beforePlaySatang = await readCreditSatang(page);
  const afterPlaySatang = await spinHouseSlotUntilBalanceMoves(page);

  await page.goto('/auth/dashboard');
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  await page.getByRole('navigation', { name: 'เมนู', exact: true }).getByRole('link', { name: 'เล่นอย่างรับผิดชอบ' }).click();
  const linkCard = page.getByTestId('statement-link-card');
  await expect(linkCard).toContainText('สรุปการเล่นรายเดือน');
  await scrollUnderTopBar(linkCard);
  await capture(page, 'activity-statement-link');
  await linkCard.getByRole('link', { name: 'ดูสรุปการเล่น' }).click();

  await expect(page).toHaveURL(/\/auth\/settings\/responsible-gaming\/statement$/);
  await expect(page.getByRole('heading', { name: 'สรุปการเล่นรายเดือน', level: 1 })).toBeVisible();
  await expect(page.getByTestId('statement-month')).toHaveText(thisBangkokMonth());
  await expect(page.getByText('ถึงตอนนี้')).toBeVisible();
  await expect(page.getByTestId('statement-deposits')).toHaveText(`฿${formatBaht(DEPOSIT_SATANG)}`);
  await expect(page.getByTestId('statement-withdrawals')).toHaveText('฿0.00');
  const betSatang = satangOfText(await page.getByTestId('statement-bets').textContent());
  const winSatang = satangOfText(await page.getByTestId('statement-wins').textContent());
  expect(betSatang % 10_00).toBe(0);
  expect(betSatang).toBeGreaterThanOrEqual(10_00);
  expect(winSatang - betSatang).toBe(afterPlaySatang - beforePlaySatang);
  const netSatang = afterPlaySatang - beforePlaySatang;
  await expect(page.getByTestId('statement-net')).toHaveText(`${netSatang > 0 ? '+' : netSatang < 0 ? '\u2212' : ''}฿${formatBaht(Math.abs(netSatang))}`);
  await expect(page.getByRole('button', { name: 'เดือนถัดไป' })).toBeDisabled();
  await capture(page, 'activity-statement');
  await scrollUnderTopBar(page.getByRole('heading', { name: 'นับยอดอย่างไร' }));
  await capture(page, 'activity-statement-notes');
});
