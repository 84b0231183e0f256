import { describe, expect, it } from 'vitest';
import { shouldOpenInSameTab } from './open-in-same-tab';

describe('shouldOpenInSameTab', () => {
  it('keeps a phone in one tab, with a finger or a mouse', () => {
    expect(shouldOpenInSameTab({ widthPx: 390, isCoarsePointer: true })).toBe(true);
    expect(shouldOpenInSameTab({ widthPx: 767, isCoarsePointer: false })).toBe(true);
  });

  it('keeps a touch tablet in one tab even when it is wide', () => {
    expect(shouldOpenInSameTab({ widthPx: 1024, isCoarsePointer: true })).toBe(true);
  });

  it('opens a new tab on a desktop with a mouse, from 768 px wide', () => {
    expect(shouldOpenInSameTab({ widthPx: 768, isCoarsePointer: false })).toBe(false);
    expect(shouldOpenInSameTab({ widthPx: 1440, isCoarsePointer: false })).toBe(false);
  });
});
