import { SLOT_LINES, SLOT_SYMBOLS, type SlotSymbol } from '@app/contract/house-games/slot';

/**
 * Where the reels rest before the first spin: every symbol on show and no paying line, because a
 * machine must never picture a win it did not draw.
 */
export const IDLE_SLOT_STOPS = [0, 19, 7, 2, 19] as const;

export function isSlotSymbol(value: string | undefined): value is SlotSymbol {
  return SLOT_SYMBOLS.some((symbol) => symbol === value);
}

/** The cells ("row:reel") a round's winning lines run through: the paying run from the left, not the whole line. */
export function winningCellsOf(lineWins: readonly { line: number; count: number }[]): Set<string> {
  const cells = new Set<string>();
  for (const { line, count } of lineWins) {
    SLOT_LINES[line]?.slice(0, count).forEach((row, reel) => cells.add(`${String(row)}:${String(reel)}`));
  }
  return cells;
}
