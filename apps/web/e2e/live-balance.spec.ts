import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { DEMO_START } from './support/e2e-env';
import { countCreditReads, spinHouseSlotUntilBalanceMoves } from './support/house-slot';
import { logInAsDemoMember, readCreditSatang } from './support/member';

/**
 * The live balance: a member with the site open in two tabs plays in one, and the other shows
 * the new balance by itself, pushed by its balance stream: without a reload, and without asking
 * for the balance again.
 */
test('a game played in one tab moves the balance shown in the other tab, without a reload', async ({ page, context }) => {
  await logInAsDemoMember(page);
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
  expect(await readCreditSatang(page)).toBe(DEMO_START.creditSatang);
  const creditReads = countCreditReads(page);
  const urlBefore = page.url();

  const gameTab = await context.newPage();
  const afterSpinSatang = await spinHouseSlotUntilBalanceMoves(gameTab);

  await expect.poll(() => readCreditSatang(page)).toBe(afterSpinSatang);
  expect(creditReads()).toBe(0);
  expect(page.url()).toBe(urlBefore);
  await page.bringToFront();
  await capture(page, 'live-balance-other-tab');
});
