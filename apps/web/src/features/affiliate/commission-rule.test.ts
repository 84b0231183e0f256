import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { describeCommissionRule, formatPercentBps } from './commission-rule';

const t = i18next.getFixedT('th');

describe('the commission rule', () => {
  it('shows hundredths of a percent with two decimals', () => {
    expect(formatPercentBps(50)).toBe('0.50');
    expect(formatPercentBps(5)).toBe('0.05');
    expect(formatPercentBps(1250)).toBe('12.50');
    expect(formatPercentBps(10_000)).toBe('100.00');
  });

  it('says the share, the basis and the period in Thai', () => {
    expect(describeCommissionRule({ basis: 'net_loss', percentBps: 50, period: 'daily' }, t)).toBe('รับ 0.50% ของยอดเสียสุทธิของเพื่อนทุกวัน');
    expect(describeCommissionRule({ basis: 'deposit', percentBps: 100, period: 'weekly' }, t)).toBe('รับ 1.00% ของยอดฝากของเพื่อนทุกสัปดาห์');
  });

  it('says the programme pays nothing when the share is 0', () => {
    expect(describeCommissionRule({ basis: 'net_loss', percentBps: 0, period: 'daily' }, t)).toBe('ขณะนี้ยังไม่มีค่าแนะนำสำหรับการชวนเพื่อน');
  });
});
