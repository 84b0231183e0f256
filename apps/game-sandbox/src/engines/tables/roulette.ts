import { randomBelow } from '../../lib/random';
import type { TableChoice, TableRules } from '../table-engine';

/**
 * European roulette, one zero: even-money bets return 2x, dozens 3x, a single number 36x, so
 * every bet returns 36/37 (97.30 %).
 */
const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

interface RouletteBet extends TableChoice {
  /** What the bet returns, stake included, as a multiple of the stake. */
  returns: number;
  covers: (pocket: number) => boolean;
}

const OUTSIDE_BETS: RouletteBet[] = [
  { value: 'red', label: 'แดง', pays: '1:1', returns: 2, covers: (n) => RED_NUMBERS.has(n) },
  { value: 'black', label: 'ดำ', pays: '1:1', returns: 2, covers: (n) => n > 0 && !RED_NUMBERS.has(n) },
  { value: 'odd', label: 'คี่', pays: '1:1', returns: 2, covers: (n) => n % 2 === 1 },
  { value: 'even', label: 'คู่', pays: '1:1', returns: 2, covers: (n) => n > 0 && n % 2 === 0 },
  { value: 'low', label: '1-18', pays: '1:1', returns: 2, covers: (n) => n >= 1 && n <= 18 },
  { value: 'high', label: '19-36', pays: '1:1', returns: 2, covers: (n) => n >= 19 },
  { value: 'dozen-1', label: '1-12', pays: '2:1', returns: 3, covers: (n) => n >= 1 && n <= 12 },
  { value: 'dozen-2', label: '13-24', pays: '2:1', returns: 3, covers: (n) => n >= 13 && n <= 24 },
  { value: 'dozen-3', label: '25-36', pays: '2:1', returns: 3, covers: (n) => n >= 25 },
];

const NUMBER_BETS: RouletteBet[] = Array.from({ length: 37 }, (_, pocket) => ({
  value: `number-${pocket}`,
  label: `เลข ${pocket}`,
  pays: '35:1',
  returns: 36,
  covers: (n: number) => n === pocket,
}));

export const ROULETTE_BETS: readonly RouletteBet[] = [...OUTSIDE_BETS, ...NUMBER_BETS];

export function pocketColour(pocket: number): 'green' | 'red' | 'black' {
  return pocket === 0 ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

const COLOUR_LABELS = { green: 'เขียว', red: 'แดง', black: 'ดำ' } as const;

/** What a bet returns when the ball lands in `pocket`. */
export function roulettePayout(choice: string, pocket: number, stakeSatang: number): number {
  const bet = ROULETTE_BETS.find((each) => each.value === choice);
  return bet?.covers(pocket) ? stakeSatang * bet.returns : 0;
}

export const rouletteRules: TableRules<undefined> = {
  choices: () => ROULETTE_BETS.map(({ value, label, pays }) => ({ value, label, pays })),
  stakesSatang: [1_000, 2_000, 5_000, 10_000, 50_000],
  stateFor: () => undefined,
  settle(choice, stakeSatang) {
    const pocket = randomBelow(37);
    const colour = pocketColour(pocket);
    return { winSatang: roulettePayout(choice, pocket, stakeSatang), resultText: `ลูกตกที่ ${pocket} (${COLOUR_LABELS[colour]})`, detail: { pocket, colour } };
  },
};
