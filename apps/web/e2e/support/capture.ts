import type { Locator, Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './e2e-env';

/** A screen at the 390x844 design size, for a person to look at after the run. */
export async function capture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // Park the pointer in a corner so no hover state is captured.
  await page.mouse.move(0, 0);
  // Let entry animations settle so the picture shows the resting state.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

/** Scrolls until the element starts just under the fixed top bar, so a capture shows it whole from its top. */
export async function scrollUnderTopBar(locator: Locator): Promise<void> {
  await locator.evaluate((element) => {
    const topBarHeight = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--top-bar-height')) || 0;
    window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - topBarHeight - 12, behavior: 'instant' });
  });
}
