import { describe, expect, it } from 'vitest';
import {
  DARK_LABEL_COLOUR,
  LIGHT_LABEL_COLOUR,
  labelColourOn,
  pointOnCircle,
  segmentPath,
  segmentWidthAt,
  splitLabel,
  squeezedWidth,
  visibleLength,
} from './wheel-geometry';

describe('wheel geometry', () => {
  it('measures angles clockwise from the top', () => {
    expect(pointOnCircle(100, 50, 0)).toEqual({ x: 100, y: 50 });
    expect(pointOnCircle(100, 50, 90)).toEqual({ x: 150, y: 100 });
    expect(pointOnCircle(100, 50, 180)).toEqual({ x: 100, y: 150 });
    expect(pointOnCircle(100, 50, 270)).toEqual({ x: 50, y: 100 });
  });

  it('draws the first of four segments from the top to the right, clockwise', () => {
    expect(segmentPath(0, 4, 100, 50)).toBe('M 100 100 L 100 50 A 50 50 0 0 1 150 100 Z');
    expect(segmentPath(0, 1, 100, 50)).toContain('a 50 50 0 1 0 100 0');
  });

  it('gives a segment the width of its chord', () => {
    expect(segmentWidthAt(100, 6)).toBeCloseTo(100);
    expect(segmentWidthAt(100, 1)).toBe(200);
  });
});

describe('wheel labels', () => {
  it('counts Thai vowel and tone marks as taking no room', () => {
    expect(visibleLength('เสียใจด้วย')).toBe(8);
    expect(visibleLength('10 บาท')).toBe(6);
  });

  it('keeps a short label on one line and splits a long one at the space that balances the lines', () => {
    expect(splitLabel('100 พอยท์', 10)).toEqual(['100 พอยท์']);
    expect(splitLabel('เครดิตฟรี 50 บาท', 10)).toEqual(['เครดิตฟรี', '50 บาท']);
    expect(splitLabel('เสียใจด้วยนะครับลองใหม่', 10)).toEqual(['เสียใจด้วยนะครับลองใหม่']);
  });

  it('squeezes only a line that would be wider than its segment', () => {
    expect(squeezedWidth('10 บาท', 13, 80)).toBeNull();
    expect(squeezedWidth('เครดิตฟรีพิเศษสุดคุ้ม', 13, 80)).toBe(80);
  });

  it('writes dark text on light segments and white text on dark ones', () => {
    expect(labelColourOn('#ffd54f')).toBe(DARK_LABEL_COLOUR);
    expect(labelColourOn('#ffffff')).toBe(DARK_LABEL_COLOUR);
    expect(labelColourOn('#1e3a8a')).toBe(LIGHT_LABEL_COLOUR);
    expect(labelColourOn('#c62828')).toBe(LIGHT_LABEL_COLOUR);
    expect(labelColourOn('not a colour')).toBe(LIGHT_LABEL_COLOUR);
  });
});
