import { expect, type Page } from '@playwright/test';

/** The member's credit in satang as a screen shows it ("฿1,250.00" -> 125000). */
export function satangOfText(text: string | null): number {
  const digits = (text ?? '').replace(/\D/g, '');
  if (!digits) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(digits);
}

/**
 * Opens the house slot from the lobby of a signed-in page and spins 10 baht until the balance
 * moves (a spin may pay back exactly its stake). Each spin's bet and win go through the signed
 * wallet API like any provider's. Returns the balance the game shows after the last spin.
 * `siteUrl` is the site's address when it is not the journey's own.
 */
export async function spinHouseSlotUntilBalanceMoves(page: Page, siteUrl = ''): Promise<number> {
  await page.goto(`${siteUrl}/auth/games/slot/HOUSE`);
  await page.getByRole('button', { name: /สยามเซเว่น/ }).click();
  await expect(page).toHaveURL(/\/play\/house\?game=house-slot$/);
  await expect(page.getByTestId('play-balance')).toHaveText(/^฿[\d,]+\.\d\d$/);
  const startSatang = satangOfText(await page.getByTestId('play-balance').textContent());
  const spinButton = page.getByRole('button', { name: 'หมุน' });
  await page.getByRole('button', { name: 'เดิมพัน 10 บาท' }).click();
  for (let spins = 0; spins < 5; spins += 1) {
    await expect(spinButton).toBeEnabled({ timeout: 5_000 });
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/house/slot/spin' && response.request().method() === 'POST');
    await spinButton.click();
    const reply: unknown = await (await answer).json();
    const balanceSatang: unknown =
      typeof reply === 'object' && reply !== null && 'data' in reply ? Reflect.get(Object(reply.data), 'balanceSatang') : undefined;
    if (typeof balanceSatang !== 'number') throw new Error(`the spin answered ${JSON.stringify(reply)}`);
    if (balanceSatang !== startSatang) return balanceSatang;
    await expect(spinButton).toBeDisabled();
  }
  throw new Error('five spins each paid back exactly their stake');
}

/** Counts the balance reads (getCredit) a page sends from now on. */
export function countCreditReads(page: Page): () => number {
  let reads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/auth/user/getCredit/')) reads += 1;
  });
  return () => reads;
}
