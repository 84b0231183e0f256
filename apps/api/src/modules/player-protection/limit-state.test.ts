import { describe, expect, it } from 'vitest';
import { changeFor, limitStateOf } from './limit-state';
import { periodEndsAt } from './limits.service';

const at = (iso: string) => new Date(iso);

describe('a limit from its changes', () => {
  it('is none until set, and a lowering or a confirmed raise sets it', () => {
    expect(limitStateOf([])).toEqual({ limitSatang: null, pendingRaise: null });
    expect(
      limitStateOf([
        { id: 1, change: 'lowered', amountSatang: 500_00, createdAt: at('2026-11-01T00:00:00Z') },
        { id: 2, change: 'raise_requested', amountSatang: 900_00, createdAt: at('2026-11-02T00:00:00Z') },
      ]),
    ).toEqual({
      limitSatang: 500_00,
      pendingRaise: { requestId: 2, amountSatang: 900_00, requestedAt: at('2026-11-02T00:00:00Z'), confirmableAt: at('2026-11-03T00:00:00Z') },
    });
    expect(
      limitStateOf([
        { id: 1, change: 'lowered', amountSatang: 500_00, createdAt: at('2026-11-01T00:00:00Z') },
        { id: 2, change: 'raise_requested', amountSatang: null, createdAt: at('2026-11-02T00:00:00Z') },
        { id: 3, change: 'raise_confirmed', amountSatang: null, createdAt: at('2026-11-03T00:00:00Z') },
      ]),
    ).toEqual({ limitSatang: null, pendingRaise: null });
  });

  it('treats setting a first limit as a lowering, and a removal as a raise', () => {
    expect(changeFor(null, 100_00)).toBe('lowered');
    expect(changeFor(200_00, 100_00)).toBe('lowered');
    expect(changeFor(100_00, 200_00)).toBe('raise_requested');
    expect(changeFor(100_00, null)).toBe('raise_requested');
    expect(changeFor(100_00, 100_00)).toBe('same');
    expect(changeFor(null, null)).toBe('same');
  });
});

describe('the end of a Bangkok period', () => {
  it('ends a day at Bangkok midnight, a week before Monday, a month before the 1st', () => {
    // 23:59 on Sunday 29 November 2026 in Bangkok.
    const sundayNight = at('2026-11-29T16:59:00Z');
    expect(periodEndsAt('day', sundayNight)).toEqual(at('2026-11-29T17:00:00Z'));
    expect(periodEndsAt('week', sundayNight)).toEqual(at('2026-11-29T17:00:00Z'));
    expect(periodEndsAt('month', sundayNight)).toEqual(at('2026-11-30T17:00:00Z'));
    // 00:00 on Monday 30 November: a new day and week begin, the month goes on.
    const mondayMidnight = at('2026-11-29T17:00:00Z');
    expect(periodEndsAt('day', mondayMidnight)).toEqual(at('2026-11-30T17:00:00Z'));
    expect(periodEndsAt('week', mondayMidnight)).toEqual(at('2026-12-06T17:00:00Z'));
    expect(periodEndsAt('month', mondayMidnight)).toEqual(at('2026-11-30T17:00:00Z'));
    // 00:00 on 1 December: a new month.
    expect(periodEndsAt('month', at('2026-11-30T17:00:00Z'))).toEqual(at('2026-12-31T17:00:00Z'));
    // 31 January: the month ends on 1 March's eve, whatever February's length.
    expect(periodEndsAt('month', at('2027-01-31T10:00:00Z'))).toEqual(at('2027-01-31T17:00:00Z'));
    expect(periodEndsAt('month', at('2027-02-15T10:00:00Z'))).toEqual(at('2027-02-28T17:00:00Z'));
  });
});
