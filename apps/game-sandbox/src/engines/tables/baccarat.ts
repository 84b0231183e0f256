import { BACCARAT_FLOATS, BACCARAT_SIDES, baccaratPayout, dealBaccarat, type BaccaratSide } from '@app/contract/house-games/baccarat';
import { randomFloats } from '../../lib/random';
import type { TableRules } from '../table-engine';
import { handText } from './card-text';

/** Punto banco with the contract's third-card rules and payouts (house-games/baccarat.ts). */
const SIDE_LABELS: Record<BaccaratSide, string> = { player: 'ผู้เล่น (Player)', banker: 'เจ้ามือ (Banker)', tie: 'เสมอ (Tie)' };
const SIDE_PAYS: Record<BaccaratSide, string> = { player: '1:1', banker: '0.95:1', tie: '8:1' };

function isSide(value: string): value is BaccaratSide {
  return BACCARAT_SIDES.some((side) => side === value);
}

export const baccaratRules: TableRules<undefined> = {
  choices: () => BACCARAT_SIDES.map((side) => ({ value: side, label: SIDE_LABELS[side], pays: SIDE_PAYS[side] })),
  stakesSatang: [1_000, 2_000, 5_000, 10_000, 50_000],
  stateFor: () => undefined,
  settle(choice, stakeSatang) {
    const hand = dealBaccarat(randomFloats(BACCARAT_FLOATS));
    const winSatang = isSide(choice) ? baccaratPayout(choice, hand.winner, stakeSatang) : 0;
    return {
      winSatang,
      resultText: `ผู้เล่น ${hand.playerTotal} : เจ้ามือ ${hand.bankerTotal} — ${SIDE_LABELS[hand.winner]}`,
      detail: { player: handText(hand.player), banker: handText(hand.banker), winner: hand.winner },
    };
  },
};
