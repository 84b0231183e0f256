import { describe, expect, it } from 'vitest';
import { typeTime } from './typed-time';

describe('typeTime', () => {
  it('writes typed digits as a 24-hour HH:MM', () => {
    expect(typeTime('0915')).toBe('09:15');
    expect(typeTime('21')).toBe('21');
    expect(typeTime('213')).toBe('21:3');
    expect(typeTime('21:35')).toBe('21:35');
    expect(typeTime('21.35')).toBe('21:35');
    expect(typeTime('213599')).toBe('21:35');
    expect(typeTime('เวลา 0915 น.')).toBe('09:15');
  });
});
