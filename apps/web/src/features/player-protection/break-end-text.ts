import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';
import { i18next } from '@/lib/i18n';

/**
 * When a break ends, as a member reads it: the date and time in Bangkok (where the site's day
 * rules live), in the member's language; "for good" when it has no end.
 */
export function describeBreakEnd(endsAt: string | null): string {
  if (endsAt === null) return i18next.t('protection.endsNever');
  return i18next.t('protection.endsAt', { when: formatDateTime(endsAt, isDateLanguage(i18next.language) ? i18next.language : 'th') });
}
