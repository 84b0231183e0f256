import { describe, expect, it } from 'vitest';
import { csvField, dailyReportCsv } from './daily-report-csv';

const zero = {
  depositSatang: 0,
  depositCount: 0,
  withdrawalSatang: 0,
  withdrawalCount: 0,
  bonusSatang: 0,
  grossGamingRevenueSatang: 0,
  affiliateCommissionSatang: 0,
  lossReturnSatang: 0,
  newMembers: 0,
};

describe('the daily report CSV', () => {
  it('quotes a field only when it holds a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('1234.50')).toBe('1234.50');
    expect(csvField('ยอดฝาก (บาท)')).toBe('ยอดฝาก (บาท)');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('writes baht with two decimals and no grouping, negative revenue included, from integer satang', () => {
    const figures = { ...zero, depositSatang: 123_456_789_01, depositCount: 3, grossGamingRevenueSatang: -5, newMembers: 2 };
    const text = dailyReportCsv({ days: [{ day: '2026-11-21', ...figures }], totals: figures });
    expect(text.startsWith('\uFEFFวันที่,')).toBe(true);
    expect(text.split('\r\n').slice(1)).toEqual([
      '2026-11-21,123456789.01,3,0.00,0,0.00,-0.05,0.00,0.00,2',
      'รวม,123456789.01,3,0.00,0,0.00,-0.05,0.00,0.00,2',
      '',
    ]);
  });
});
