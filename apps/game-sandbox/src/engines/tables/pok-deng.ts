import { cardFromFloat, type Card } from '@app/contract/house-games/cards';
import { randomFloats } from '../../lib/random';
import type { TableRules } from '../table-engine';
import { handText } from './card-text';

/**
 * Pok Deng, two cards each against the dealer: points are the sum modulo 10 (tens and faces
 * count 0), 8 and 9 are "ป๊อก". The higher hand wins; a win pays 0.95:1 (the table's 5 %
 * commission, as baccarat's banker), a tie returns the stake. From an endless shoe the bet
 * returns 97.76 % (enumerated over all 52^4 deals in the test).
 */
export function pokDengPoints(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + (card.rank >= 10 ? 0 : card.rank), 0) % 10;
}

export function pokDengPayout(playerPoints: number, dealerPoints: number, stakeSatang: number): number {
  if (playerPoints === dealerPoints) return stakeSatang;
  return playerPoints > dealerPoints ? stakeSatang + (stakeSatang * 95) / 100 : 0;
}

function handName(points: number): string {
  return points >= 8 ? `ป๊อก ${points}` : `${points} แต้ม`;
}

export const pokDengRules: TableRules<undefined> = {
  choices: () => [{ value: 'player', label: 'ผู้เล่น (แทงสู้เจ้ามือ)', pays: '0.95:1' }],
  stakesSatang: [1_000, 2_000, 5_000, 10_000, 50_000],
  stateFor: () => undefined,
  settle(_choice, stakeSatang) {
    const [a, b, c, d] = randomFloats(4).map(cardFromFloat);
    const player = [a, b].filter((card) => card !== undefined);
    const dealer = [c, d].filter((card) => card !== undefined);
    const playerPoints = pokDengPoints(player);
    const dealerPoints = pokDengPoints(dealer);
    const outcome = playerPoints === dealerPoints ? 'เสมอ' : playerPoints > dealerPoints ? 'ผู้เล่นชนะ' : 'เจ้ามือชนะ';
    return {
      winSatang: pokDengPayout(playerPoints, dealerPoints, stakeSatang),
      resultText: `ผู้เล่น ${handName(playerPoints)} : เจ้ามือ ${handName(dealerPoints)} — ${outcome}`,
      detail: { player: handText(player), dealer: handText(dealer) },
    };
  },
};
