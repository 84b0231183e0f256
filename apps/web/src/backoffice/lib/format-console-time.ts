import type { DateLanguage } from '../../lib/format-date-time';

/**
 * A moment to the second in Bangkok time, for the audit log, where the order of entries within a
 * minute matters: "22 พ.ย. 2569 00:30:05" or "22 Nov 2026 00:30:05", whatever the computer's zone.
 */
const formatters: Record<DateLanguage, Intl.DateTimeFormat> = {
  th: new Intl.DateTimeFormat('th-TH-u-ca-buddhist-nu-latn', {
    timeZone: 'Asia/Bangkok',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }),
};

export function formatSecondTime(isoDateTime: string, language: DateLanguage = 'th'): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatters[language].formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
