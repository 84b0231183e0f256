import { describe, expect, it } from 'vitest';
import { fromBangkokInputValue, toBangkokInputValue } from './bangkok-time';

describe('Bangkok input times', () => {
  it('shows a moment as the Bangkok wall clock', () => {
    expect(toBangkokInputValue('2026-11-21T17:30:00.000Z')).toBe('2026-11-22T00:30');
    expect(toBangkokInputValue('not a date')).toBe('');
  });

  it('reads a typed wall-clock time as Bangkok time', () => {
    expect(fromBangkokInputValue('2026-11-22T00:30')).toBe('2026-11-22T00:30:00+07:00');
    expect(Date.parse(fromBangkokInputValue('2026-11-22T00:30') ?? '')).toBe(Date.parse('2026-11-21T17:30:00.000Z'));
    expect(fromBangkokInputValue('')).toBeNull();
    expect(fromBangkokInputValue('2026-13-45T00:30')).toBeNull();
  });
});
