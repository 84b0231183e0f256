import { describe, expect, it } from 'vitest';
import { changeFor, limitStateOf } from './limit-state';

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
