import { describe, expect, it } from 'vitest';
import { checkSlipClaim, slipClaimDayRange } from './slip-claim';

/** 22 November 2026, 10:30 in Bangkok. */
const NOW = new Date('2026-11-22T03:30:00Z');

describe('checkSlipClaim', () => {
  it('turns the typed amount, day and time into satang and a Bangkok instant', () => {
    expect(checkSlipClaim({ amount: '1,500.50', day: '2026-11-22', time: '09:15' }, NOW)).toEqual({
      claim: { amountSatang: 1_500_50, transferredAt: '2026-11-22T09:15:00+07:00' },
    });
  });

  it('names each missing or wrong field', () => {
    expect(checkSlipClaim({ amount: '', day: '', time: '' }, NOW)).toEqual({ problems: { amount: 'required', day: 'required', time: 'required' } });
    expect(checkSlipClaim({ amount: '10.005', day: '2026-11-22', time: '9:5' }, NOW)).toEqual({
      problems: { amount: 'invalid', day: null, time: 'required' },
    });
  });

  it('refuses a transfer later than now in Bangkok, allowing a phone clock a few minutes ahead', () => {
    expect(checkSlipClaim({ amount: '100', day: '2026-11-22', time: '10:40' }, NOW)).toEqual({
      problems: { amount: null, day: null, time: 'future' },
    });
    expect('claim' in checkSlipClaim({ amount: '100', day: '2026-11-22', time: '10:34' }, NOW)).toBe(true);
  });

  it('offers the days the API accepts, today back 30 days in all', () => {
    expect(slipClaimDayRange(NOW)).toEqual({ min: '2026-10-24', max: '2026-11-22' });
    // 17:30 UTC is 00:30 of the next day in Bangkok.
    expect(slipClaimDayRange(new Date('2026-11-22T17:30:00Z')).max).toBe('2026-11-23');
  });
});
