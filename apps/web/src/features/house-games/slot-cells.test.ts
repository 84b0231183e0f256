import { describe, expect, it } from 'vitest';
import { lineMultiple, SLOT_LINES, SLOT_SYMBOLS, slotGrid } from '@app/contract/house-games/slot';
import { IDLE_SLOT_STOPS, winningCellsOf } from './slot-cells';

describe('winning cells', () => {
  it('marks only the paying run of each line, from the leftmost reel', () => {
    // Line 0 is the middle row; line 3 is the V from the top left.
    const cells = winningCellsOf([
      { line: 0, count: 3 },
      { line: 3, count: 4 },
    ]);
    expect([...cells].sort()).toEqual(['0:0', '1:0', '1:1', '1:2', '1:3', '2:2'].sort());
  });
});

describe('idle reels', () => {
  it('show every symbol and pay on no line', () => {
    const grid = slotGrid(IDLE_SLOT_STOPS);
    expect(new Set(grid.flat())).toEqual(new Set(SLOT_SYMBOLS));
    expect(SLOT_LINES.map((rows) => lineMultiple(rows.map((row, reel) => grid[row]?.[reel] ?? 'LEMON')))).toEqual(SLOT_LINES.map(() => null));
  });
});
