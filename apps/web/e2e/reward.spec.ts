import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { capture, scrollUnderTopBar } from './support/capture';
import { DEMO_START } from './support/e2e-env';
import { logInAsDemoMember, readCreditSatang } from './support/member';
import { stopThePagesClock } from './support/page-clock';

// The demo member starts with 500 points. This journey spends some of them on credit.

/** Digits of a text as a number: "1,250" -> 1250, "฿50.00" -> 5000 (satang). */
function readNumber(text: string | null): number {
  const digits = (text ?? '').replace(/\D/g, '');
  if (!digits) throw new Error(`No number in ${JSON.stringify(text)}`);
  return Number(digits);
}

async function readPoints(page: Page): Promise<number> {
  return readNumber(await page.getByTestId('reward-points').textContent());
}

/** The credit item that costs the fewest points, with its cost and the credit it pays. */
async function findCheapestCreditItem(page: Page): Promise<{ card: Locator; costPoints: number; creditSatang: number }> {
  const cards = page.locator('[data-testid="reward-item"][data-kind="credit"]');
  await expect(cards.first()).toBeVisible();
  let cheapest: { card: Locator; costPoints: number; creditSatang: number } | null = null;
  for (const card of await cards.all()) {
    const costPoints = readNumber(await card.getByTestId('reward-item-cost').textContent());
    const creditSatang = readNumber(await card.getByTestId('reward-item-credit').textContent());
    if (!cheapest || costPoints < cheapest.costPoints) cheapest = { card, costPoints, creditSatang };
  }
  if (!cheapest) throw new Error('The credit category lists no credit item');
  return cheapest;
}

test('the demo member redeems the cheapest credit item: points go down, credit goes up, the history shows it', async ({ page }) => {
  // The confirmation closes by itself after 5 s: the page's clock stands still while it is read,
  // captured and answered, so a slow machine cannot close it before the click.
  await page.clock.install();
  await logInAsDemoMember(page);
  await page.goto('/auth/reward');
  await expect(page.getByRole('heading', { name: 'รับรางวัล', level: 1 })).toBeVisible();
  await expect(page.getByTestId('reward-points')).toBeVisible();
  await expect(page.getByTestId('reward-category').first()).toBeVisible();
  await expect(page.getByTestId('reward-history')).toBeVisible();
  await capture(page, 'reward-catalogue');

  await page.getByRole('link', { name: /^เครดิต/ }).click();
  await expect(page).toHaveURL(/\/auth\/reward\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'เครดิต', level: 1 })).toBeVisible();
  const pointsBefore = await readPoints(page);
  // The reward pages keep the credit in a strip, with the deposit shortcut beside it.
  await expect(page.getByTestId('credit-strip-balance')).toBeVisible();
  await expect(page.getByTestId('credit-strip').getByRole('link', { name: 'ฝากเงิน' })).toBeVisible();
  const creditBefore = await readCreditSatang(page, 'credit-strip-balance');
  expect({ creditBefore, pointsBefore }).toEqual({ creditBefore: DEMO_START.creditSatang, pointsBefore: DEMO_START.points });
  const item = await findCheapestCreditItem(page);
  expect(pointsBefore).toBeGreaterThanOrEqual(item.costPoints);
  const itemName = (await item.card.getByRole('heading').textContent()) ?? '';
  await capture(page, 'reward-category');

  await stopThePagesClock(page);
  await item.card.getByRole('button', { name: 'แลก' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'ยืนยันการแลกของรางวัล' });
  await expect(dialog).toContainText(`ใช้ ${String(item.costPoints)} พอยท์`);
  await capture(page, 'reward-confirm');
  const reply = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/auth/reward/request');
  await dialog.getByRole('button', { name: 'ยืนยันการแลก' }).click();
  const response = await reply;
  await page.clock.resume();
  expect(response.status(), await response.text()).toBe(200);

  const success = item.card.getByTestId('redeem-success');
  await expect(success).toContainText('แลกสำเร็จ');
  await expect(page.getByTestId('reward-points')).toHaveText(new Intl.NumberFormat('th-TH').format(pointsBefore - item.costPoints));
  await expect.poll(() => readCreditSatang(page, 'credit-strip-balance')).toBe(creditBefore + item.creditSatang);
  // The toast goes after two seconds; the success stays on the item.
  await expect(page.getByText('แลกสำเร็จ ได้รับเครดิต')).toBeHidden({ timeout: 4_000 });
  await scrollUnderTopBar(item.card);
  await capture(page, 'reward-success');

  await page.getByRole('link', { name: 'ของรางวัลทั้งหมด' }).click();
  await expect(page).toHaveURL(/\/auth\/reward$/);
  const latest = page.getByTestId('reward-history').getByTestId('reward-request').first();
  await expect(latest).toContainText(itemName);
  await expect(latest.locator('[data-tone="success"]')).toHaveText('สำเร็จ');
  await expect(latest).toContainText(/\d{1,2} \S+ 25\d\d \d\d:\d\d/);
  await expect(latest.getByTestId('reward-request-points')).toHaveText(`-${String(item.costPoints)} พอยท์`);
  await scrollUnderTopBar(page.getByTestId('reward-history'));
  await capture(page, 'reward-history');
});
