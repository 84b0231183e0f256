import type { BrowserContext } from '@playwright/test';

/**
 * Every journey lands on the dashboard, where the daily check-in pops up until it is closed for the
 * Bangkok day (src/features/check-in/check-in-popup-storage.ts). Each page of the context finds it
 * closed for the Bangkok day the page is loaded on, computed in the page: a date fixed when the run
 * started let the popup back in front of a journey that ran past Bangkok midnight.
 */
export async function keepCheckInPopupAway(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const bangkokDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    try {
      localStorage.setItem('checkInPopupDismissedOn', bangkokDay);
    } catch {
      // A page without storage (about:blank) has no popup to keep away.
    }
  });
}
