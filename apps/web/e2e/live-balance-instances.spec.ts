import type { Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { startApiInstances, postgresServerUrl, type ApiInstances } from './support/api-instances';
import { capture } from './support/capture';
import { DEMO_PASSWORD, DEMO_START, DEMO_USERNAME } from './support/e2e-env';
import { countCreditReads, spinHouseSlotUntilBalanceMoves } from './support/house-slot';
import { fillLoginForm, readCreditSatang } from './support/member';
import { keepCheckInPopupAway } from './support/check-in-popup';

/**
 * The live balance across API instances: two instances on one PostgreSQL database, each on its
 * own port, as two servers behind a load balancer. A member plays on one; a page of theirs open
 * on the other shows the new balance by itself, told through LISTEN/NOTIFY. Needs
 * TEST_DATABASE_URL (the main run's embedded database belongs to one process).
 */
const PORTS = [3111, 3112];

async function logInOn(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await fillLoginForm(page, DEMO_USERNAME, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
}

test.describe('two API instances', () => {
  test.skip(!postgresServerUrl, 'needs PostgreSQL: set TEST_DATABASE_URL');
  let instances: ApiInstances | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    instances = await startApiInstances(PORTS);
  });
  test.afterAll(async () => {
    await instances?.stop();
  });

  test('a game played through one instance moves the balance a page on the other shows', async ({ context }) => {
    const [watchingUrl, playingUrl] = instances?.urls ?? [];
    if (!watchingUrl || !playingUrl) throw new Error('the instances did not start');
    // The daily check-in pops up on the dashboard until it is closed for the day; these origins are new.
    await keepCheckInPopupAway(context);

    const watching = await context.newPage();
    await logInOn(watching, watchingUrl);
    await expect(watching.getByTestId('credit-balance')).toContainText('1,000.00');
    expect(await readCreditSatang(watching)).toBe(DEMO_START.creditSatang);
    const creditReads = countCreditReads(watching);

    const playing = await context.newPage();
    await logInOn(playing, playingUrl);
    const afterSpinSatang = await spinHouseSlotUntilBalanceMoves(playing, playingUrl);

    await expect.poll(() => readCreditSatang(watching)).toBe(afterSpinSatang);
    expect(creditReads()).toBe(0);
    await watching.bringToFront();
    await capture(watching, 'live-balance-other-instance');
  });
});
