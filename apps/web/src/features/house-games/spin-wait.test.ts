import { describe, expect, it } from 'vitest';
import { spinWaitMs } from './spin-wait';

describe('spin wait', () => {
  const now = Date.parse('2026-05-01T10:00:00.000Z');

  it('is nothing when the server allows a spin now', () => {
    expect(spinWaitMs(null, null, now)).toBe(0);
    expect(spinWaitMs('2026-05-01T09:59:59.000Z', null, now)).toBe(0);
  });

  it('counts from the server time of the spin when it is known, whatever the phone clock says', () => {
    expect(spinWaitMs('2026-05-01T12:00:02.500Z', '2026-05-01T12:00:00.000Z', now)).toBe(2_500);
    expect(spinWaitMs('2026-05-01T12:00:01.000Z', '2026-05-01T12:00:00.000Z', now)).toBe(1_000);
  });

  it('never waits longer than the gap the server enforces', () => {
    expect(spinWaitMs('2026-05-01T10:05:00.000Z', null, now)).toBe(2_500);
    expect(spinWaitMs('2026-05-01T10:00:01.200Z', null, now)).toBe(1_200);
  });
});
