/**
 * Dates and times as a Thai member reads them: the Buddhist era (2026 is 2569) and Bangkok time,
 * whatever the time zone of the phone. The text is put together from parts so that it keeps one
 * shape ("22 พ.ย. 2569 00:30") across browsers, whose ICU data differ in separators.
 */
function bangkokFormatter(locale: string, withSeconds: boolean): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Bangkok',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  });
}

const LOCALES = { th: 'th-TH-u-ca-buddhist-nu-latn', en: 'en-GB' } as const;

export type DateLanguage = keyof typeof LOCALES;

const formatters: Record<DateLanguage, Intl.DateTimeFormat> = { th: bangkokFormatter(LOCALES.th, false), en: bangkokFormatter(LOCALES.en, false) };
/** To the second, for the console's audit log and ledger, where the order within a minute matters. */
const secondFormatters: Record<DateLanguage, Intl.DateTimeFormat> = { th: bangkokFormatter(LOCALES.th, true), en: bangkokFormatter(LOCALES.en, true) };

export function isDateLanguage(language: string): language is DateLanguage {
  return language === 'th' || language === 'en';
}

/**
 * "2026-11-21T17:30:00Z" -> "22 พ.ย. 2569 00:30" (Thai) or "22 Nov 2026 00:30" (English), or
 * "22 พ.ย. 2569 00:30:05" with seconds.
 */
export function formatDateTime(isoDateTime: string, language: DateLanguage = 'th', options: { withSeconds?: boolean } = {}): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return '';
  const parts = (options.withSeconds ? secondFormatters : formatters)[language].formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}${options.withSeconds ? `:${part('second')}` : ''}`;
  return `${part('day')} ${part('month')} ${part('year')} ${time}`;
}

/**
 * A Bangkok calendar day ('2026-11-22', as the API sends it) -> "22 พ.ย. 2569" or "22 Nov 2026".
 * Noon Bangkok time of that day is formatted, so the date is the same in any time zone.
 */
export function formatDay(day: string, language: DateLanguage = 'th'): string {
  const date = new Date(`${day}T05:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatters[language].formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

const monthFormatters: Record<DateLanguage, Intl.DateTimeFormat> = {
  th: new Intl.DateTimeFormat(LOCALES.th, { timeZone: 'UTC', month: 'long', year: 'numeric' }),
  en: new Intl.DateTimeFormat(LOCALES.en, { timeZone: 'UTC', month: 'long', year: 'numeric' }),
};

/** The month and year parts of the first of a month ('2026-11'), the year in the era of the language. */
function monthParts(month: string, language: DateLanguage): { monthName: string; year: string } {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return { monthName: '', year: '' };
  const parts = monthFormatters[language].formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { monthName: part('month'), year: part('year') };
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

/** A Gregorian year as the language counts it: 2026 is "2569" in Thai, "2026" in English. */
export function formatYear(year: number, language: DateLanguage = 'th'): string {
  return monthParts(`${String(year).padStart(4, '0')}-01`, language).year;
}

/** The short names of the days of the week from Sunday: "อา." … "ส." or "Sun" … "Sat". */
export function weekdayNames(language: DateLanguage = 'th'): string[] {
  const formatter = new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'UTC', weekday: 'short' });
  // 1 November 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => formatter.format(new Date(Date.UTC(2026, 10, 1 + index))));
}
