import { BANGKOK_OFFSET_MS } from './bangkok-date';

/**
 * Dates and times as a Thai member reads them: the Buddhist era (2026 is 2569) and Bangkok time,
 * whatever the time zone of the phone, in one shape ("22 พ.ย. 2569 00:30") on every browser.
 *
 * Written by hand rather than with Intl.DateTimeFormat: the first Intl object a page makes loads
 * the browser's locale, calendar and time zone data (about 90 ms on a fast machine, several times
 * that on a mid-range phone), and the home page and the dashboard show dates on their first
 * screen. Bangkok needs no time zone data (BANGKOK_OFFSET_MS). The names are those the browsers'
 * Thai and British English data give.
 */
const BUDDHIST_ERA_OFFSET = 543;

const LANGUAGES = ['th', 'en'] as const;
export type DateLanguage = (typeof LANGUAGES)[number];

const SHORT_MONTH_NAMES: Record<DateLanguage, readonly string[]> = {
  th: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};

const MONTH_NAMES: Record<DateLanguage, readonly string[]> = {
  th: ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

export function isDateLanguage(language: string): language is DateLanguage {
  return (LANGUAGES as readonly string[]).includes(language);
}

/** A Gregorian year as the language counts it: 2026 is "2569" in Thai, "2026" in English. */
export function formatYear(year: number, language: DateLanguage = 'th'): string {
  return String(language === 'th' ? year + BUDDHIST_ERA_OFFSET : year);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The date of a UTC-midnight or Bangkok-shifted instant, from its UTC fields: "22 พ.ย. 2569". */
function dayText(shifted: Date, language: DateLanguage): string {
  return `${shifted.getUTCDate()} ${SHORT_MONTH_NAMES[language][shifted.getUTCMonth()]} ${formatYear(shifted.getUTCFullYear(), language)}`;
}

/**
 * "2026-11-21T17:30:00Z" -> "22 พ.ย. 2569 00:30" (Thai) or "22 Nov 2026 00:30" (English), or
 * "22 พ.ย. 2569 00:30:05" with seconds (the console's audit log and ledger, where the order
 * within a minute matters).
 */
export function formatDateTime(isoDateTime: string, language: DateLanguage = 'th', options: { withSeconds?: boolean } = {}): string {
  const instant = new Date(isoDateTime).getTime();
  if (Number.isNaN(instant)) return '';
  // The UTC fields of the instant 7 hours later are the Bangkok wall clock's.
  const bangkok = new Date(instant + BANGKOK_OFFSET_MS);
  const clock = `${twoDigits(bangkok.getUTCHours())}:${twoDigits(bangkok.getUTCMinutes())}`;
  return `${dayText(bangkok, language)} ${clock}${options.withSeconds ? `:${twoDigits(bangkok.getUTCSeconds())}` : ''}`;
}

/** A Bangkok calendar day ('2026-11-22', as the API sends it) -> "22 พ.ย. 2569" or "22 Nov 2026". */
export function formatDay(day: string, language: DateLanguage = 'th'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return dayText(date, language);
}

/** The month and year parts of the first of a month ('2026-11'), the year in the era of the language. */
function monthParts(month: string, language: DateLanguage): { monthName: string; year: string } {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return { monthName: '', year: '' };
  return { monthName: MONTH_NAMES[language][date.getUTCMonth()] ?? '', year: formatYear(date.getUTCFullYear(), language) };
}

/** '2026-11' -> "พฤศจิกายน 2569" or "November 2026": the title of a calendar month. */
export function formatMonth(month: string, language: DateLanguage = 'th'): string {
  const { monthName, year } = monthParts(month, language);
  return monthName ? `${monthName} ${year}` : '';
}

/** '2026-11' -> "พฤศจิกายน" or "November". */
export function formatMonthName(month: string, language: DateLanguage = 'th'): string {
  return monthParts(month, language).monthName;
}

const LOCALES: Record<DateLanguage, string> = { th: 'th-TH-u-ca-buddhist-nu-latn', en: 'en-GB' };

/** The short names of the days of the week from Sunday: "อา." … "ส." or "Sun" … "Sat". */
export function weekdayNames(language: DateLanguage = 'th'): string[] {
  const formatter = new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'UTC', weekday: 'short' });
  // 1 November 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => formatter.format(new Date(Date.UTC(2026, 10, 1 + index))));
}
