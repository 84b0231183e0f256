import { cardFromFloat } from '@app/contract/house-games/cards';
import { randomFloat } from '../../lib/random';
import type { TableRules } from '../table-engine';
import { cardText } from './card-text';

/**
 * Dragon Tiger: one card each, the higher rank wins (ace low). Dragon or Tiger pays 1:1 and
 * gives half the stake back on a tie; Tie pays 11:1. From an endless shoe Dragon and Tiger
 * return 12.5/13 (96.15 %).
 */
export function dragonTigerPayout(choice: string, dragonRank: number, tigerRank: number, stakeSatang: number): number {
  if (dragonRank === tigerRank) return choice === 'tie' ? stakeSatang * 12 : Math.floor(stakeSatang / 2);
  const winner = dragonRank > tigerRank ? 'dragon' : 'tiger';
  return choice === winner ? stakeSatang * 2 : 0;
}

export const dragonTigerRules: TableRules<undefined> = {
  choices: () => [
    { value: 'dragon', label: 'มังกร (Dragon)', pays: '1:1' },
    { value: 'tie', label: 'เสมอ (Tie)', pays: '11:1' },
    { value: 'tiger', label: 'เสือ (Tiger)', pays: '1:1' },
  ],
  stakesSatang: [1_000, 2_000, 5_000, 10_000, 50_000],
  stateFor: () => undefined,
  settle(choice, stakeSatang) {
    const dragon = cardFromFloat(randomFloat());
    const tiger = cardFromFloat(randomFloat());
    const outcome = dragon.rank === tiger.rank ? 'เสมอ' : dragon.rank > tiger.rank ? 'มังกรชนะ' : 'เสือชนะ';
    return {
      winSatang: dragonTigerPayout(choice, dragon.rank, tiger.rank, stakeSatang),
      resultText: `มังกร ${cardText(dragon)} : เสือ ${cardText(tiger)} — ${outcome}`,
      detail: { dragon: cardText(dragon), tiger: cardText(tiger) },
    };
  },
};
