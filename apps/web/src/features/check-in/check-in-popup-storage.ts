/**
 * A closed check-in popup stays closed for the rest of that Bangkok day in this browser, so it
 * does not come back on every visit to the dashboard. The value is the Bangkok date 'YYYY-MM-DD'
 * the popup was closed on; the end-to-end set-up writes the same key to keep it out of the way.
 */
export const CHECK_IN_POPUP_DISMISSED_KEY = 'checkInPopupDismissedOn';

function getStorage(): Storage | null {
  // Private browsing may refuse storage; the popup then simply shows on each visit.
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function isCheckInPopupDismissedOn(bangkokDay: string): boolean {
  try {
    return getStorage()?.getItem(CHECK_IN_POPUP_DISMISSED_KEY) === bangkokDay;
  } catch {
    return false;
  }
}

export function rememberCheckInPopupDismissed(bangkokDay: string): void {
  try {
    getStorage()?.setItem(CHECK_IN_POPUP_DISMISSED_KEY, bangkokDay);
  } catch {
    // A full or refused storage only means the popup may show again.
  }
}
