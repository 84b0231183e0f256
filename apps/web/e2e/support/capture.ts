import type { Page } from '@playwright/test';
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
