import { describe, expect, it } from 'vitest';
import { cardFromFloat } from '@app/contract/house-games/cards';
import { FISH, FISHING_RTP, isCaught } from './fishing';
import { spinSlot } from './slot';
import { dragonTigerPayout } from './tables/dragon-tiger';
import { pokDengPayout, pokDengPoints } from './tables/pok-deng';
import { ROULETTE_BETS, roulettePayout } from './tables/roulette';
import { lottoPayout } from './lotto';

/** The points a card of each rank is worth in Pok Deng (ace 1, tens and faces 0). */
const RANKS = Array.from({ length: 13 }, (_, index) => index + 1);

describe('return to player', () => {
  it('keeps the slot between 88 % and 105 % over 50,000 random spins (exactly 96 %, sigma of the mean 1.4 %)', () => {
    const stake = 1_000;
    let returned = 0;
    const spins = 50_000;
    for (let spin = 0; spin < spins; spin += 1) returned += spinSlot(stake).winSatang;
    const rtp = returned / (spins * stake);
    expect(rtp).toBeGreaterThan(0.88);
    expect(rtp).toBeLessThan(1.05);
  });

  it('pays a fish m times the stake with chance 0.96 / m, whichever fish is aimed at', () => {
    for (const fish of FISH) {
      const edge = FISHING_RTP / fish.multiple;
      expect(isCaught(fish.multiple, edge - 1e-9)).toBe(true);
      expect(isCaught(fish.multiple, edge)).toBe(false);
    }
  });

  it('returns 36/37 on every roulette bet', () => {
    for (const bet of ROULETTE_BETS) {
      let returned = 0;
      for (let pocket = 0; pocket <= 36; pocket += 1) returned += roulettePayout(bet.value, pocket, 100);
      expect(returned).toBe(36 * 100);
    }
  });

  it('returns 12.5/13 on Dragon or Tiger and 12/13 on Tie, over every pair of ranks', () => {
    const totals = { dragon: 0, tiger: 0, tie: 0 };
    for (const dragon of RANKS)
      for (const tiger of RANKS) for (const side of ['dragon', 'tiger', 'tie'] as const) totals[side] += dragonTigerPayout(side, dragon, tiger, 100);
    expect(totals.dragon / (169 * 100)).toBeCloseTo(12.5 / 13, 10);
    expect(totals.tiger).toBe(totals.dragon);
    expect(totals.tie / (169 * 100)).toBeCloseTo(12 / 13, 10);
  });

  it('returns 97.76 % on Pok Deng, over every deal of four cards', () => {
    let returned = 0;
    let deals = 0;
    const card = (rank: number) => cardFromFloat((rank - 1) / 52 + 1e-9);
    for (const a of RANKS)
      for (const b of RANKS)
        for (const c of RANKS)
          for (const d of RANKS) {
            returned += pokDengPayout(pokDengPoints([card(a), card(b)]), pokDengPoints([card(c), card(d)]), 100);
            deals += 1;
          }
    expect((returned / (deals * 100)) * 100).toBeCloseTo(97.76, 2);
  });

  it('pays the lottery 90x on the last two digits and 900x on all three', () => {
    expect(lottoPayout('two', '07', '407', 100)).toBe(9_000);
    expect(lottoPayout('two', '40', '407', 100)).toBe(0);
    expect(lottoPayout('three', '407', '407', 100)).toBe(90_000);
    expect(lottoPayout('three', '470', '407', 100)).toBe(0);
  });
});
