import { pick } from './fairness';

/** A playing card from one float: 52 equally likely cards (an endless shoe: every draw is fresh). */
export interface Card {
  /** 1 = ace ... 11 = jack, 12 = queen, 13 = king. */
  rank: number;
  suit: 'spades' | 'hearts' | 'diamonds' | 'clubs';
}

const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

export function cardFromFloat(float: number): Card {
  const index = pick(float, 52);
  return { rank: (index % 13) + 1, suit: SUITS[Math.floor(index / 13)] ?? 'spades' };
}

export function rankLabel(rank: number): string {
  return ({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' } as Record<number, string>)[rank] ?? String(rank);
}
