import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { capture, scrollUnderTopBar } from './support/capture';
import { DEMO_START } from './support/e2e-env';
import { logInAsDemoMember, readCreditSatang } from './support/member';

/**
 * A member plays the sandbox aggregator's games (its pages are another site, on the sandbox's
 * own port): a slot round, a sport bet that settles after the result is published, and a lottery
 * ticket. Every baht moves through the site's wallet endpoint, so the credit the site shows, the
 * balance the game shows and the win/loss log must agree. The run's sandbox publishes sport
 * results 8 s after the first bet (apps/web/e2e/start-server.sh).
 */

/** "1,234.50" -> 123450. */
function satangOf(text: string | null): number {
  const digits = (text ?? '').replace(/\D/g, '');
  if (!digits) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(digits);
}

const gameBalance = async (page: Page) => satangOf(await page.locator('#balance').textContent());

async function openFromTab(page: Page, tab: string, name: RegExp): Promise<void> {
  await page.goto('/auth/games/category?cat=all');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByTestId('game-grid').getByTestId('game-tile').filter({ hasText: name }).first().click();
  await expect(page).toHaveURL(/:3108\/play\//);
  await expect(page.getByText('SANDBOX · โหมดทดลองระบบ')).toBeVisible();
  await expect(page.locator('#balance')).toHaveText(/^[\d,]+\.\d\d$/);
}

/** Back to the site by the game's own home button, where the credit strip reads the ledger. */
async function backToSite(page: Page): Promise<number> {
  await page.getByRole('link', { name: 'กลับหน้าหลัก' }).click();
  await expect(page).toHaveURL(/\/auth\/games\/category\?cat=all$/);
  await expect(page.getByTestId('credit-strip-balance')).toHaveText(/฿[\d,]+\.\d\d/);
  return readCreditSatang(page, 'credit-strip-balance');
}

function stakeButton(page: Page, baht: string): Locator {
  return page.locator('.chips button').filter({ hasText: new RegExp(`^${baht}$`) });
}

test('a member plays a sandbox slot, a sport bet that settles later and a lottery ticket, and the site, the games and the log agree', async ({ page }) => {
  test.setTimeout(150_000);
  await logInAsDemoMember(page);

  // A slot round: the bet and its win arrive as one round; the game shows the site's balance after both.
  await page.goto('/auth/games/slot/JK');
  await page.getByTestId('game-grid').getByTestId('game-tile').first().click();
  await expect(page).toHaveURL(/:3108\/play\//);
  await expect(page.getByText('SANDBOX · โหมดทดลองระบบ')).toBeVisible();
  await expect(page.locator('#balance')).toHaveText('1,000.00');
  await stakeButton(page, '10').click();
  await page.getByRole('button', { name: 'หมุน' }).click();
  // The round's outcome line, then the balance: a line win can pay back exactly the stake, so the
  // balance itself may legitimately read 1,000.00 again.
  const outcome = page.locator('#message');
  await expect(outcome).toHaveText(/^(ชนะ ฿[\d,]+\.\d\d|ไม่ถูกรางวัล)$/, { timeout: 15_000 });
  const slotWinText = await outcome.textContent();
  const afterSlot = DEMO_START.creditSatang - 10_00 + (slotWinText?.startsWith('ชนะ') ? satangOf(slotWinText) : 0);
  expect(await gameBalance(page)).toBe(afterSlot);
  await capture(page, 'sandbox-slot');
  expect(await backToSite(page)).toBe(afterSlot);

  // A sport bet: the stake leaves at once; the win (or nothing) comes when the result is out.
  await openFromTab(page, 'กีฬา', /Football/);
  expect(await gameBalance(page)).toBe(afterSlot);
  await page.locator('.odds button').first().click();
  await stakeButton(page, '10').click();
  await page.getByRole('button', { name: 'วางเดิมพัน' }).click();
  await expect(page.locator('#balance')).toHaveText(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format((afterSlot - 10_00) / 100));
  await expect(page.getByText(/รอผล/).first()).toBeVisible();
  await capture(page, 'sandbox-sport-open');
  const slip = page.locator('.card').filter({ hasText: 'ผลลัพธ์:' }).first();
  await expect(slip).toBeVisible({ timeout: 45_000 });
  // A winning slip says what it paid; the page then shows the site's balance with the win in it.
  const winText = await slip
    .getByText(/^ชนะ ฿/)
    .textContent({ timeout: 1_000 })
    .catch(() => null);
  const afterSport = afterSlot - 10_00 + (winText ? satangOf(winText) : 0);
  await expect.poll(() => gameBalance(page), { timeout: 15_000 }).toBe(afterSport);
  await scrollUnderTopBar(slip);
  await capture(page, 'sandbox-sport-settled');
  expect(await backToSite(page)).toBe(afterSport);

  // A lottery ticket: two digits for the next draw.
  await openFromTab(page, 'หวย', /หวย|Lotto/i);
  await page.getByLabel('เลข').fill('27');
  await stakeButton(page, '5').click();
  await page.getByRole('button', { name: 'ซื้อ' }).click();
  await expect(page.getByText('ซื้อ 27 ✓')).toBeVisible();
  await expect(page.locator('#balance')).toHaveText(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format((afterSport - 5_00) / 100));
  await capture(page, 'sandbox-lotto-ticket');
  const credit = await backToSite(page);
  expect(credit).toBe(afterSport - 5_00);

  // The win/loss log: today's net is what the credit moved by, round by round.
  await page.goto('/auth/winlost');
  const today = page.getByTestId('win-loss-day').first().getByRole('button');
  if ((await today.getAttribute('aria-expanded')) === 'false') await today.click();
  const rounds = page.getByTestId('win-loss-round');
  await expect(rounds).toHaveCount(3);
  await expect(rounds.filter({ hasText: 'JK Slots' })).toHaveCount(1);
  const nets = await page.getByTestId('win-loss-round-net').allTextContents();
  const netSatang = nets.reduce((sum, text) => sum + (text.startsWith('\u2212') ? -satangOf(text) : satangOf(text)), 0);
  expect(netSatang).toBe(credit - DEMO_START.creditSatang);
  await scrollUnderTopBar(page.getByTestId('win-loss-days'));
  await capture(page, 'sandbox-win-lost');
});
