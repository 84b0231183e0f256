import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition';
import { defaultReportRange, readReportRange, todayInBangkok } from './report-range';

describe('fileNameFromContentDisposition', () => {
  it('reads the quoted, the bare and the encoded forms', () => {
    expect(fileNameFromContentDisposition('attachment; filename="daily-report-2026-11-16-2026-11-22.csv"')).toBe('daily-report-2026-11-16-2026-11-22.csv');
    expect(fileNameFromContentDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameFromContentDisposition('attachment; filename="x.csv"; filename*=UTF-8\'\'%E0%B8%A3%E0%B8%B2%E0%B8%A2%E0%B8%87%E0%B8%B2%E0%B8%99.csv')).toBe(
      'รายงาน.csv',
    );
  });

  it('gives null when there is no name', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBeNull();
  });
});

describe('the report range', () => {
  it('is the last 7 Bangkok days by default, today included', () => {
    // 23:30 UTC on 21 Nov is already 22 Nov in Bangkok.
    const today = todayInBangkok(new Date('2026-11-21T23:30:00Z'));
    expect(today).toBe('2026-11-22');
    expect(defaultReportRange(today)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
  });

  it('comes from the address when both dates are real, whatever the API will say of it', () => {
    expect(readReportRange(new URLSearchParams('start=2026-01-01&end=2026-11-22'), '2026-11-22')).toEqual({ start: '2026-01-01', end: '2026-11-22' });
    expect(readReportRange(new URLSearchParams('start=2026-02-30&end=2026-03-01'), '2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(readReportRange(new URLSearchParams('start=2026-11-01'), '2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
  });
});
