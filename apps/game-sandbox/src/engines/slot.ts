import { z } from 'zod';
import { evaluateSlot, SLOT_FLOATS, SLOT_LINES, SLOT_MIN_SPIN_GAP_MS, SLOT_PAYTABLE, SLOT_SYMBOLS } from '@app/contract/house-games/slot';
import { TEXTS } from '../texts';
import { randomFloats } from '../lib/random';
import { badInput, type Engine } from './engine';
import { playInstantRound } from './instant-round';
import { slotThemeOf } from './slot-themes';

/**
 * The video slots of the four studios. They share the contract's 5x3, 10-line slot maths
 * (house-games/slot.ts: reel strips and paytable whose return is exactly 96 %, proven there by
 * enumeration); each studio draws the six symbols its own way (slot-themes.ts). Reel stops come from the
 * operating system's random source.
 */
export const SLOT_STAKES_SATANG = [100, 500, 1_000, 5_000, 10_000] as const;

const spinSchema = z.object({ stakeSatang: z.number().int() });

/** The paytable as the page prints it: line-bet multiples for 3, 4 and 5 of a kind, per symbol index. */
const PAYTABLE = SLOT_SYMBOLS.map((symbol, index) => ({ symbolIndex: index, pays: SLOT_PAYTABLE[symbol] }));

/** One spin's outcome for `stakeSatang`, with the grid as symbol indexes (the page draws them). */
export function spinSlot(stakeSatang: number, floats = randomFloats(SLOT_FLOATS)) {
  const outcome = evaluateSlot(floats, stakeSatang);
  const symbolIndex = (symbol: (typeof SLOT_SYMBOLS)[number]) => SLOT_SYMBOLS.indexOf(symbol);
  return {
    winSatang: outcome.winSatang,
    grid: outcome.grid.map((row) => row.map(symbolIndex)),
    lineWins: outcome.lineWins.map((win) => ({
      line: win.line,
      rows: SLOT_LINES[win.line] ?? [],
      count: win.count,
      symbolIndex: symbolIndex(win.symbol),
      winSatang: win.winSatang,
    })),
  };
}

/**
 * One spin per press, and a spin at most every SLOT_MIN_SPIN_GAP_MS (2.5 s) per session, as the
 * house slot: the minimum slot game cycle of the UKGC's speed-of-play rules
 * (docs/player-protection.md). There is no autoplay: the page sends a spin only on a press. The
 * gap is kept here, not only by the page, so a script cannot play faster.
 */
export function createSlotEngine(clock: () => Date): Engine {
  const lastSpinAt = new Map<string, number>();
  return {
    view({ game }) {
      return {
        stakesSatang: SLOT_STAKES_SATANG,
        symbols: slotThemeOf(game.product),
        paytable: PAYTABLE,
        lines: SLOT_LINES.length,
        minSpinGapMs: SLOT_MIN_SPIN_GAP_MS,
      };
    },
    async act(context, input) {
      const parsed = spinSchema.safeParse(input);
      if (!parsed.success || !SLOT_STAKES_SATANG.some((stake) => stake === parsed.data.stakeSatang))
        return badInput('stakeSatang must be one of the listed stakes');
      const now = clock().getTime();
      const previous = lastSpinAt.get(context.session.id);
      if (previous !== undefined && now - previous < SLOT_MIN_SPIN_GAP_MS) {
        return {
          statusCode: 200,
          body: { ok: false, error: 'SPIN_TOO_SOON', message: TEXTS.spinTooSoon, retryAfterMs: previous + SLOT_MIN_SPIN_GAP_MS - now },
        };
      }
      // Taken before the wallet call, so a second press while this one is out is refused too.
      lastSpinAt.set(context.session.id, now);
      const { winSatang, grid, lineWins } = spinSlot(parsed.data.stakeSatang);
      return playInstantRound(context, { prefix: 'sbx-spin-', stakeSatang: parsed.data.stakeSatang, winSatang, outcome: { grid, lineWins } });
    },
  };
}
