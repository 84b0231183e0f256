import { type Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { capture, scrollUnderTopBar } from './support/capture';
import { DEMO_START } from './support/e2e-env';
import { logInAsDemoMember } from './support/member';
import { stopThePagesClock } from './support/page-clock';
import { readNumber } from './support/prize-draw';

// The demo seed gives the demo member one friend (demofriend) and a paid commission. This journey
// moves 1 baht of it to credit.

const MOVED_SATANG = 100;

/** The affiliate balance on its card, in satang ("฿12.34บาท" -> 1234); it always has two decimals. */
async function readAffiliateBalanceSatang(page: Page): Promise<number> {
  return readNumber(await page.getByTestId('affiliate-balance').textContent());
}

test('the demo member shares their invite link, sees their friend and moves 1 baht of commission to credit', async ({ page }) => {
  // The bank withdrawal's confirmation closes by itself after 5 s: the page's clock stands still
  // while it is read and captured, so a slow machine cannot close it before the click.
  await page.clock.install();
  await logInAsDemoMember(page);
  const codeReply = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/auth/affiliate/code/'));
  await page.goto('/auth/affiliate');
  expect((await codeReply).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'แนะนำเพื่อน', level: 1 })).toBeVisible();

  const code = (await page.getByTestId('affiliate-code').textContent()) ?? '';
  expect(code).toMatch(/^\S+$/);
  const link = page.getByTestId('affiliate-link');
  await expect(link).toHaveText(new RegExp(`/aff/${code}$`));
  const linkText = (await link.textContent()) ?? '';
  expect(new URL(linkText).origin).toBe(new URL(page.url()).origin);
  const qr = page.getByTestId('affiliate-qr');
  await expect(qr).toHaveAttribute('data-value', linkText);
  await expect(qr.getByRole('img', { name: 'QR ลิงก์แนะนำเพื่อน' })).toBeVisible();
  await expect(page.getByTestId('affiliate-rule')).toContainText(/^รับ \d+\.\d\d% ของ/);

  await expect(page.getByTestId('affiliate-balance')).toBeVisible();
  const balanceBefore = await readAffiliateBalanceSatang(page);
  expect(balanceBefore).toBe(DEMO_START.affiliateSatang);
  expect(balanceBefore).toBeGreaterThan(0);
  await capture(page, 'affiliate');
  await scrollUnderTopBar(page.getByTestId('affiliate-invite'));
  await capture(page, 'affiliate-invite');

  await page.getByRole('tab', { name: 'เพื่อน', exact: true }).click();
  await expect(page.getByTestId('affiliate-downline-item').filter({ hasText: 'demofriend' })).toBeVisible();
  await capture(page, 'affiliate-friends');

  await page.getByRole('tab', { name: 'ค่าแนะนำ', exact: true }).click();
  await expect(page.getByTestId('affiliate-commission').getByTestId('affiliate-commission-skeleton')).toHaveCount(0);
  await scrollUnderTopBar(page.getByTestId('affiliate-commission'));
  await capture(page, 'affiliate-commission');

  await page.getByRole('tab', { name: 'ถอนค่าแนะนำ', exact: true }).click();
  await page.getByLabel('จำนวนเงิน (บาท)').fill('1');
  // The bank withdrawal asks first; it is only looked at here and cancelled, since a pending
  // withdrawal would change what the withdraw journey finds.
  await stopThePagesClock(page);
  await page.getByRole('button', { name: 'ถอนเข้าบัญชีธนาคาร' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('ถอนค่าแนะนำ 1.00 บาท เข้าบัญชี');
  await capture(page, 'affiliate-bank-confirm');
  await dialog.getByRole('button', { name: 'ยกเลิก' }).click();
  await expect(dialog).toBeHidden();
  await page.clock.resume();
  const reply = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/api/auth/affiliate/withdraw/'),
  );
  await page.getByRole('button', { name: 'โอนเข้าเครดิต' }).click();
  const response = await reply;
  expect(response.status(), await response.text()).toBe(200);
  // One press, one key: a repeat of this request would return this same move.
  expect(response.request().postDataJSON()).toEqual({ amount: '1.00', type: 'credit', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  await expect(page.getByText('โอนค่าแนะนำ 1.00 บาท เข้าเครดิตแล้ว')).toBeVisible();
  await expect.poll(() => readAffiliateBalanceSatang(page)).toBe(balanceBefore - MOVED_SATANG);
  await capture(page, 'affiliate-withdraw');

  await page.getByRole('tab', { name: 'ประวัติ', exact: true }).click();
  const latest = page.getByTestId('affiliate-log-item').first();
  await expect(latest).toContainText('โอนเข้าเครดิต');
  await expect(latest.getByTestId('affiliate-log-amount')).toHaveText('\u2212฿1.00');
  await scrollUnderTopBar(page.getByTestId('affiliate-log'));
  await capture(page, 'affiliate-log');
});
