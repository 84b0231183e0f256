import { describe, expect, it } from 'vitest';
import { distanceFromSegmentCentre, segmentUnderPointer, spinTargetAngle, startingAngle } from './wheel-angle';

const SEGMENT_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16];

describe('spinTargetAngle', () => {
  it('stops every segment of every wheel with its centre under the pointer', () => {
    for (const segmentCount of SEGMENT_COUNTS) {
      for (let index = 0; index < segmentCount; index += 1) {
        for (const currentAngle of [0, 17.5, 359.9, 2_345.6, -90]) {
          const angle = spinTargetAngle({ currentAngle, index, segmentCount, fullTurns: 5 });
          expect(distanceFromSegmentCentre(angle, index, segmentCount)).toBeLessThan(1e-6);
          expect(segmentUnderPointer(angle, segmentCount)).toBe(index);
        }
      }
    }
  });

  it('turns forward by the whole turns asked for, and by less than one turn more', () => {
    for (const segmentCount of SEGMENT_COUNTS) {
      for (let index = 0; index < segmentCount; index += 1) {
        const currentAngle = 123.4;
        const angle = spinTargetAngle({ currentAngle, index, segmentCount, fullTurns: 6 });
        expect(angle).toBeGreaterThanOrEqual(currentAngle + 6 * 360);
        expect(angle).toBeLessThan(currentAngle + 7 * 360);
      }
    }
  });

  it('keeps turning forward from where the last spin stopped, spin after spin', () => {
    const segmentCount = 8;
    let angle = 0;
    for (const index of [3, 3, 0, 7, 1, 1, 5]) {
      const next = spinTargetAngle({ currentAngle: angle, index, segmentCount, fullTurns: 5 });
      expect(next).toBeGreaterThan(angle + 5 * 360 - 1e-9);
      expect(segmentUnderPointer(next, segmentCount)).toBe(index);
      angle = next;
    }
  });

  it('puts the first segment of an eight-segment wheel 22.5 degrees back from a whole turn', () => {
    expect(spinTargetAngle({ currentAngle: 0, index: 0, segmentCount: 8, fullTurns: 5 })).toBeCloseTo(5 * 360 + 337.5);
    expect(spinTargetAngle({ currentAngle: 0, index: 2, segmentCount: 8, fullTurns: 5 })).toBeCloseTo(5 * 360 + 247.5);
  });

  it('refuses a segment the wheel does not have', () => {
    expect(() => spinTargetAngle({ currentAngle: 0, index: 8, segmentCount: 8, fullTurns: 5 })).toThrow(RangeError);
    expect(() => spinTargetAngle({ currentAngle: 0, index: -1, segmentCount: 8, fullTurns: 5 })).toThrow(RangeError);
    expect(() => spinTargetAngle({ currentAngle: 0, index: 0, segmentCount: 0, fullTurns: 5 })).toThrow(RangeError);
  });
});

describe('segmentUnderPointer', () => {
  it('reads the segment at the top of a wheel at rest and after a quarter turn', () => {
    expect(segmentUnderPointer(0, 4)).toBe(0);
    expect(segmentUnderPointer(1, 4)).toBe(3);
    expect(segmentUnderPointer(90 + 1, 4)).toBe(2);
    expect(segmentUnderPointer(-1, 4)).toBe(0);
  });
});

describe('startingAngle', () => {
  it('rests the wheel with the centre of the first segment under the pointer', () => {
    for (const segmentCount of SEGMENT_COUNTS) {
      expect(distanceFromSegmentCentre(startingAngle(segmentCount), 0, segmentCount)).toBeLessThan(1e-9);
    }
  });
});
