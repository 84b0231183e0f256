/**
 * The popup announcements this browser has already shown, so each pops up once. Stored as a JSON
 * list of ids; only the latest ones are kept, since old announcements end and never return.
 */
export const SEEN_ANNOUNCEMENTS_KEY = 'seenAnnouncementIds';
const MAX_REMEMBERED = 100;

function getStorage(): Storage | null {
  // Private browsing may refuse storage; a popup then shows again on the next visit.
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readSeenAnnouncementIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(getStorage()?.getItem(SEEN_ANNOUNCEMENTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberAnnouncementSeen(id: string): void {
  const seen = readSeenAnnouncementIds().filter((seenId) => seenId !== id);
  seen.push(id);
  try {
    getStorage()?.setItem(SEEN_ANNOUNCEMENTS_KEY, JSON.stringify(seen.slice(-MAX_REMEMBERED)));
  } catch {
    // A full or refused storage only means the popup may show again.
  }
}
