import { pick } from './fairness';

/**
 * "Siam Sevens", the house 5x3 slot. Each reel is a strip of 20 symbols; a spin stops each reel
 * at a position drawn from one float and shows that symbol and the next two. Ten fixed lines
 * pay three, four or five of a symbol from the leftmost reel, in multiples of the line bet
 * (the total bet / 10). Every reel holds the same symbol counts, so every line has the same
 * distribution and the return to player is the expected line multiple: exactly 96 %
 * (3,072,000 / 20^5), proven by enumeration in slot.test.ts.
 */

export const SLOT_SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'MELON', 'CHERRY', 'LEMON'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
export const SLOT_STRIP_LENGTH = 20;

/** The configured return to player, as an exact fraction. */
export const SLOT_RTP = { numerator: 96, denominator: 100 } as const;

/** The shortest gap between two spins of one member: no autoplay, no rapid-fire. */
export const SLOT_MIN_SPIN_GAP_MS = 2_500;

/** Line-bet multiples for 3, 4 and 5 of a kind. */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  SEVEN: [200, 950, 4000],
  BAR: [50, 250, 1000],
  BELL: [20, 100, 500],
  MELON: [10, 50, 200],
  CHERRY: [6, 25, 120],
  LEMON: [6, 25, 120],
};

const S = 'SEVEN',
  B = 'BAR',
  L = 'BELL',
  M = 'MELON',
  C = 'CHERRY',
  N = 'LEMON';
/** Per reel: 1 seven, 2 bars, 3 bells, 4 melons, 5 cherries, 5 lemons, in a different order. */
export const SLOT_STRIPS: readonly (readonly SlotSymbol[])[] = [
  [N, C, M, L, N, B, C, M, N, S, C, L, M, N, C, B, M, L, N, C],
  [C, N, L, M, C, N, B, M, L, C, N, S, M, C, L, N, B, M, C, N],
  [M, N, C, L, B, N, M, C, S, N, L, C, M, N, B, C, L, M, N, C],
  [N, M, C, B, L, N, C, M, N, L, S, C, M, N, B, C, L, N, M, C],
  [C, L, N, M, C, B, N, L, M, C, N, S, M, C, L, N, B, M, C, N],
];

/** The ten lines: for each reel, the row (0 top, 1 middle, 2 bottom) the line crosses. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** Bets the slot takes, in satang: whole baht, so a tenth of a bet (the line bet) is whole satang. */
export const SLOT_BETS_SATANG = [100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const;

export interface SlotLineWin {
  line: number;
  symbol: SlotSymbol;
  count: 3 | 4 | 5;
  winSatang: number;
}

export interface SlotOutcome {
  stops: number[];
  /** grid[row][reel] */
  grid: SlotSymbol[][];
  lineWins: SlotLineWin[];
  winSatang: number;
}

export const SLOT_FLOATS = SLOT_REELS;

export function slotStops(floats: readonly number[]): number[] {
  return Array.from({ length: SLOT_REELS }, (_, reel) => pick(floats[reel] ?? 0, SLOT_STRIP_LENGTH));
}

export function slotGrid(stops: readonly number[]): SlotSymbol[][] {
  return Array.from({ length: SLOT_ROWS }, (_, row) =>
    stops.map((stop, reel) => {
      const strip = SLOT_STRIPS[reel] ?? [];
      return strip[(stop + row) % SLOT_STRIP_LENGTH] ?? 'LEMON';
    }),
  );
}

/** What one line's symbols pay, as a multiple of the line bet (0 when nothing). */
export function lineMultiple(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: 3 | 4 | 5; multiple: number } | null {
  const first = symbols[0];
  if (!first) return null;
  let count = 1;
  while (count < symbols.length && symbols[count] === first) count += 1;
  if (count < 3) return null;
  const run = count as 3 | 4 | 5;
  return { symbol: first, count: run, multiple: SLOT_PAYTABLE[first][run - 3] ?? 0 };
}

export function evaluateSlot(floats: readonly number[], betSatang: number): SlotOutcome {
  const stops = slotStops(floats);
  const grid = slotGrid(stops);
  const lineBetSatang = betSatang / SLOT_LINES.length;
  const lineWins: SlotLineWin[] = [];
  SLOT_LINES.forEach((rows, line) => {
    const won = lineMultiple(rows.map((row, reel) => grid[row]?.[reel] ?? 'LEMON'));
    if (won) lineWins.push({ line, symbol: won.symbol, count: won.count, winSatang: won.multiple * lineBetSatang });
  });
  return { stops, grid, lineWins, winSatang: lineWins.reduce((sum, win) => sum + win.winSatang, 0) };
}
