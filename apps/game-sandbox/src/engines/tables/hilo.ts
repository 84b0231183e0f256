import { cardFromFloat, type Card } from '@app/contract/house-games/cards';
import { BPS, hiloPayout, isRightGuess, stepMultiplierBps, type HiloChoice } from '@app/contract/house-games/hilo';
import { randomFloat } from '../../lib/random';
import type { TableRules } from '../table-engine';
import { cardText } from './card-text';

/**
 * Hi-Lo, one guess a round: a card is shown, the player bets the next is higher or lower, and a
 * right guess pays the contract's 97 %-of-fair multiplier for that card (house-games/hilo.ts).
 * The next card becomes the card to beat.
 */
export interface HiloTable {
  card: Card;
  cardText: string;
}

function hiloTable(card: Card): HiloTable {
  return { card, cardText: cardText(card) };
}

const LABELS: Record<HiloChoice, string> = { higher: 'สูงกว่า (Hi)', lower: 'ต่ำกว่า (Lo)' };

export function createHiloRules(): TableRules<HiloTable> {
  const cardsBySession = new Map<string, HiloTable>();
  const stateFor = (sessionId: string): HiloTable => {
    const existing = cardsBySession.get(sessionId);
    if (existing) return existing;
    const table = hiloTable(cardFromFloat(randomFloat()));
    cardsBySession.set(sessionId, table);
    return table;
  };
  const isChoice = (value: string): value is HiloChoice => value === 'higher' || value === 'lower';

  return {
    choices: ({ card }) =>
      (['higher', 'lower'] as const).map((choice) => ({
        value: choice,
        label: LABELS[choice],
        pays: `x${(stepMultiplierBps(card.rank, choice) / BPS).toFixed(2)}`,
      })),
    stakesSatang: [100, 500, 1_000, 2_000, 5_000, 10_000],
    stateFor,
    settle(choice, stakeSatang, { card }, sessionId) {
      const next = cardFromFloat(randomFloat());
      cardsBySession.set(sessionId, hiloTable(next));
      const isRight = isChoice(choice) && isRightGuess(card.rank, next.rank, choice);
      return {
        winSatang: isRight && isChoice(choice) ? hiloPayout(stakeSatang, stepMultiplierBps(card.rank, choice)) : 0,
        resultText: `${cardText(card)} → ${cardText(next)} — ${isRight ? 'ทายถูก' : 'ทายผิด'}`,
        detail: { card: cardText(card), next: cardText(next) },
      };
    },
  };
}
