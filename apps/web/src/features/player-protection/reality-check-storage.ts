/**
 * The last reality check the member answered, as the server's epoch milliseconds of its due time.
 * It lives in local storage, shared by the tabs of the site, so a reload or another game page does
 * not ask again about a reminder already answered. Reminders of a later session are all later
 * than it, so it needs no clearing at logout.
 */
const ANSWERED_KEY = 'realityCheckAnsweredAt';

function getStorage(): Storage | null {
  // Private browsing modes may refuse storage; a reload then asks about the last reminder again.
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readAnsweredReminderAt(): number | null {
  const stored = Number(getStorage()?.getItem(ANSWERED_KEY) ?? Number.NaN);
  return Number.isSafeInteger(stored) ? stored : null;
}

export function storeAnsweredReminderAt(reminderAtMs: number): void {
  getStorage()?.setItem(ANSWERED_KEY, String(reminderAtMs));
}
