import { describe, expect, it } from 'vitest';
import {
  evaluateSlot,
  lineMultiple,
  SLOT_LINES,
  SLOT_PAYTABLE,
  SLOT_REELS,
  SLOT_RTP,
  SLOT_STRIP_LENGTH,
  SLOT_STRIPS,
  SLOT_SYMBOLS,
  slotGrid,
  type SlotSymbol,
} from './slot';

const stopFloat = (stop: number) => (stop + 0.5) / SLOT_STRIP_LENGTH;

describe('the house slot', () => {
  it('returns exactly the configured RTP: every reel stop combination, every line, enumerated', () => {
    // 20^5 = 3.2 million equally likely spins; the sum of their line multiples over the sum of
    // their bets (10 line bets each) is the RTP, compared as whole numbers: no rounding anywhere.
    // Symbols as small numbers and the paytable as a table, so 32 million line reads stay quick.
    const symbolIndex = (symbol: SlotSymbol) => SLOT_SYMBOLS.indexOf(symbol);
    const strips = SLOT_STRIPS.map((strip) => Int8Array.from(strip.map(symbolIndex)));
    const pays = SLOT_SYMBOLS.map((symbol) => [0, 0, 0, ...SLOT_PAYTABLE[symbol]]);
    const lines = SLOT_LINES.map((rows) => Int8Array.from(rows));
    const line = new Int8Array(SLOT_REELS);
    const at = (reel: number, stop: number, row: number) => strips[reel]![(stop + row) % SLOT_STRIP_LENGTH]!;
    let totalLineMultiples = 0;
    let spins = 0;
    for (let a = 0; a < SLOT_STRIP_LENGTH; a += 1)
      for (let b = 0; b < SLOT_STRIP_LENGTH; b += 1)
        for (let c = 0; c < SLOT_STRIP_LENGTH; c += 1)
          for (let d = 0; d < SLOT_STRIP_LENGTH; d += 1)
            for (let e = 0; e < SLOT_STRIP_LENGTH; e += 1) {
              let spinMultiples = 0;
              for (const rows of lines) {
                line[0] = at(0, a, rows[0]!);
                line[1] = at(1, b, rows[1]!);
                line[2] = at(2, c, rows[2]!);
                line[3] = at(3, d, rows[3]!);
                line[4] = at(4, e, rows[4]!);
                let run = 1;
                while (run < SLOT_REELS && line[run] === line[0]) run += 1;
                spinMultiples += pays[line[0]!]![run]!;
              }
              totalLineMultiples += spinMultiples;
              spins += 1;
              // Now and then, the game's own evaluation must agree with this count (a line bet of 100 satang).
              if (spins % 99_991 === 0) expect(evaluateSlot([a, b, c, d, e].map(stopFloat), 1_000).winSatang).toBe(spinMultiples * 100);
            }
    const totalBetInLineBets = SLOT_STRIP_LENGTH ** SLOT_REELS * SLOT_LINES.length;
    expect(totalLineMultiples * SLOT_RTP.denominator).toBe(totalBetInLineBets * SLOT_RTP.numerator);
  }, 60_000);

  it('has five strips of twenty holding the same symbol counts', () => {
    const counts = (strip: readonly SlotSymbol[]) => SLOT_SYMBOLS.map((symbol) => strip.filter((s) => s === symbol).length);
    expect(SLOT_STRIPS).toHaveLength(5);
    for (const strip of SLOT_STRIPS) {
      expect(strip).toHaveLength(SLOT_STRIP_LENGTH);
      expect(counts(strip)).toEqual([1, 2, 3, 4, 5, 5]);
    }
  });

  it('shows three rows from each stop and pays lines from the leftmost reel in line bets', () => {
    // Reel stops where the middle row reads SEVEN, SEVEN, SEVEN, then not a seven.
    const sevenAt = SLOT_STRIPS.map((strip) => strip.indexOf('SEVEN'));
    const stops = [sevenAt[0]! - 1, sevenAt[1]! - 1, sevenAt[2]! - 1, 0, 0];
    const grid = slotGrid(stops);
    expect(grid[1]?.slice(0, 3)).toEqual(['SEVEN', 'SEVEN', 'SEVEN']);
    const outcome = evaluateSlot(stops.map(stopFloat), 1_000);
    expect(outcome.stops).toEqual(stops);
    // 1,000 satang over 10 lines is 100 satang a line; three sevens pay 200 line bets.
    expect(outcome.lineWins).toContainEqual({ line: 0, symbol: 'SEVEN', count: 3, winSatang: 20_000 });
    expect(outcome.winSatang).toBe(outcome.lineWins.reduce((sum, win) => sum + win.winSatang, 0));
  });

  it('does not pay a run that does not start on the first reel', () => {
    expect(lineMultiple(['LEMON', 'SEVEN', 'SEVEN', 'SEVEN', 'SEVEN'])).toBeNull();
    expect(lineMultiple(['BELL', 'BELL', 'BELL', 'BELL', 'BELL'])).toEqual({ symbol: 'BELL', count: 5, multiple: 500 });
  });
});
