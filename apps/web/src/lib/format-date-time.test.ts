import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMonth, formatMonthName, formatYear } from './format-date-time';

describe('formatDateTime', () => {
  it('shows Bangkok time in the Buddhist era, in Thai', () => {
    expect(formatDateTime('2026-11-21T17:30:00Z')).toBe('22 พ.ย. 2569 00:30');
  });

  it('moves to the next Bangkok day and year at 17:00 UTC on 31 December', () => {
    expect(formatDateTime('2026-12-31T16:59:00Z')).toBe('31 ธ.ค. 2569 23:59');
    expect(formatDateTime('2026-12-31T17:00:00Z')).toBe('1 ม.ค. 2570 00:00');
  });

  it('writes midday with a 24-hour clock and latin digits', () => {
    expect(formatDateTime('2026-04-13T05:05:00.000Z')).toBe('13 เม.ย. 2569 12:05');
  });

  it('uses the Gregorian year for English', () => {
    expect(formatDateTime('2026-11-21T17:30:00Z', 'en')).toBe('22 Nov 2026 00:30');
  });

  it('returns an empty text for a value that is not a date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDateTime with seconds', () => {
  it('adds the seconds in both languages, for entries that fall within one minute', () => {
    expect(formatDateTime('2026-11-21T17:30:05Z', 'th', { withSeconds: true })).toBe('22 พ.ย. 2569 00:30:05');
    expect(formatDateTime('2026-11-21T17:30:05Z', 'en', { withSeconds: true })).toBe('22 Nov 2026 00:30:05');
  });
});

describe('formatDay', () => {
  it('writes a Bangkok calendar day in the Buddhist era, without a time', () => {
    expect(formatDay('2026-11-22')).toBe('22 พ.ย. 2569');
    expect(formatDay('2027-01-01')).toBe('1 ม.ค. 2570');
    expect(formatDay('2026-11-22', 'en')).toBe('22 Nov 2026');
  });

  it('returns an empty text for a value that is not a day', () => {
    expect(formatDay('soon')).toBe('');
  });
});

describe('formatMonth, formatMonthName and formatYear', () => {
  it('name a calendar month with the Buddhist-era year in Thai, as the lists write years', () => {
    expect(formatMonth('2026-11')).toBe('พฤศจิกายน 2569');
    expect(formatMonth('2027-01')).toBe('มกราคม 2570');
    expect(formatMonthName('2026-02')).toBe('กุมภาพันธ์');
    expect(formatYear(2026)).toBe('2569');
    // The year of a day's list text and of its calendar are the same.
    expect(formatDay('2026-11-22').endsWith(formatYear(2026))).toBe(true);
  });

  it('use the Gregorian year in English', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatYear(2026, 'en')).toBe('2026');
  });
});

describe('the hand-written names and Bangkok clock', () => {
  // What Intl makes of the same instants with the locale, calendar and time zone data: the texts
  // must not change because the page no longer asks Intl.
  function intlDateTime(instant: Date, language: 'th' | 'en'): string {
    const locale = language === 'th' ? 'th-TH-u-ca-buddhist-nu-latn' : 'en-GB';
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Bangkok',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
    return `${part('day')} ${part('month')} ${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
  }

  it('give what Intl gives for every month, hour and year from 1950 to 2100, in both languages', () => {
    for (let year = 1950; year <= 2100; year += 7) {
      for (let month = 0; month < 12; month++) {
        // 16:59:59 and 17:00:00 UTC: either side of Bangkok midnight, on the month's last day too.
        for (const instant of [Date.UTC(year, month, 1, 16, 59, 59), Date.UTC(year, month + 1, 0, 17, 0, 0), Date.UTC(year, month, 15, 5, 7, 9)]) {
          for (const language of ['th', 'en'] as const) {
            const iso = new Date(instant).toISOString();
            expect(formatDateTime(iso, language, { withSeconds: true })).toBe(intlDateTime(new Date(instant), language));
          }
        }
      }
    }
  });

  it('name every month as Intl does, in both languages', () => {
    for (let month = 1; month <= 12; month++) {
      const first = `2026-${String(month).padStart(2, '0')}`;
      for (const language of ['th', 'en'] as const) {
        const locale = language === 'th' ? 'th-TH-u-ca-buddhist-nu-latn' : 'en-GB';
        const intlName = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long' }).format(new Date(`${first}-01T00:00:00Z`));
        expect(formatMonthName(first, language)).toBe(intlName);
      }
    }
  });
});
