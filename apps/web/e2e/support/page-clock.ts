import type { Page } from '@playwright/test';

/**
 * Stops the page's clock (installed with page.clock.install() before the page loaded) a second
 * ahead of the page's own time. For a journey that reads a confirmation dialog before answering
 * it: the dialog closes by itself after 5 s (CONFIRM_DIALOG_AUTO_CLOSE_MS), which a slow machine
 * can spend on the journey's checks and screenshots. Call it before the dialog opens, and
 * page.clock.resume() once it is answered (the page's frame callbacks wait while it stands).
 *
 * pauseAt refuses a time the page has already passed, which a slow machine can reach between
 * reading the page's time and pausing; the page is then asked again.
 */
export async function stopThePagesClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const pageNow = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(pageNow + 1_000);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('past')) throw error;
    }
  }
}
