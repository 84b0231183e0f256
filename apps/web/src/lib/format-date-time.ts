/**
 * Dates and times as a Thai member reads them: the Buddhist era (2026 is 2569) and Bangkok time,
 * whatever the time zone of the phone. The text is put together from parts so that it keeps one
 * shape ("22 พ.ย. 2569 00:30") across browsers, whose ICU data differ in separators.
 */
const formatters = {
  th: new Intl.DateTimeFormat('th-TH-u-ca-buddhist-nu-latn', {
    timeZone: 'Asia/Bangkok',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
} as const;

export type DateLanguage = keyof typeof formatters;

export function isDateLanguage(language: string): language is DateLanguage {
  return language === 'th' || language === 'en';
}

/** "2026-11-21T17:30:00Z" -> "22 พ.ย. 2569 00:30" (Thai) or "22 Nov 2026 00:30" (English). */
export function formatDateTime(isoDateTime: string, language: DateLanguage = 'th'): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatters[language].formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} ${part('hour')}:${part('minute')}`;
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
