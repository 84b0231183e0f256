import { cardFromFloat, type Card } from './cards';

/**
 * Hi-lo: a card is shown; the player guesses whether the next is higher or lower (a tie counts
 * for the player, except higher on an ace and lower on a king, which must be strict). A right
 * guess multiplies the round by 97 % of the fair odds; a wrong one loses the stake. The player
 * cashes out whenever they like. Card i of a round is drawn from float i of its nonce.
 */

export const HILO_CHOICES = ['higher', 'lower'] as const;
export type HiloChoice = (typeof HILO_CHOICES)[number];
export const HILO_RTP_BPS = 9_700;
export const BPS = 10_000;
export const HILO_MAX_GUESSES = 20;
/** The round ends itself (cashed out) at 1,000 times the stake. */
export const HILO_MAX_MULTIPLIER_BPS = 1_000 * BPS;
export const HILO_FLOATS = HILO_MAX_GUESSES + 1;
export const HILO_BETS_SATANG = [100, 500, 1_000, 2_000, 5_000, 10_000] as const;

/** How many of the 13 ranks win the guess. */
export function winningRanks(rank: number, choice: HiloChoice): number {
  if (choice === 'higher') return rank === 1 ? 12 : 14 - rank;
  return rank === 13 ? 12 : rank;
}

export function isRightGuess(current: number, next: number, choice: HiloChoice): boolean {
  if (choice === 'higher') return current === 1 ? next > current : next >= current;
  return current === 13 ? next < current : next <= current;
}

/** The multiplier a right guess applies, in basis points (rounded down). */
export function stepMultiplierBps(rank: number, choice: HiloChoice): number {
  return Math.floor((HILO_RTP_BPS * 13) / winningRanks(rank, choice));
}

export interface HiloState {
  cards: Card[];
  choices: HiloChoice[];
  multiplierBps: number;
  /** lost: a wrong guess; open: may guess or cash out; capped: reached the limit and must cash out. */
  status: 'open' | 'lost' | 'capped';
}

/** Replays a round: the first card and one card per guess. */
export function playHilo(floats: readonly number[], choices: readonly HiloChoice[]): HiloState {
  const cards = [cardFromFloat(floats[0] ?? 0)];
  let multiplierBps = BPS;
  const made: HiloChoice[] = [];
  for (const choice of choices) {
    const current = cards[cards.length - 1];
    const next = cardFromFloat(floats[cards.length] ?? 0);
    if (!current) break;
    cards.push(next);
    made.push(choice);
    if (!isRightGuess(current.rank, next.rank, choice)) return { cards, choices: made, multiplierBps: 0, status: 'lost' };
    multiplierBps = Math.min(HILO_MAX_MULTIPLIER_BPS, Math.floor((multiplierBps * stepMultiplierBps(current.rank, choice)) / BPS));
  }
  const isCapped = multiplierBps >= HILO_MAX_MULTIPLIER_BPS || made.length >= HILO_MAX_GUESSES;
  return { cards, choices: made, multiplierBps, status: isCapped ? 'capped' : 'open' };
}

/** What cashing out pays, stake included (rounded down to the satang). */
export function hiloPayout(betSatang: number, multiplierBps: number): number {
  return Math.floor((betSatang * multiplierBps) / BPS);
}
