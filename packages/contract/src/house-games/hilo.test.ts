import { describe, expect, it } from 'vitest';
import { hiloPayout, isRightGuess, playHilo, stepMultiplierBps, winningRanks } from './hilo';

/** The float that draws this rank (in spades). */
const rankFloat = (rank: number) => (rank - 1 + 0.5) / 52;

describe('hi-lo', () => {
  it('counts a tie for the player except higher on an ace and lower on a king', () => {
    expect(isRightGuess(7, 7, 'higher')).toBe(true);
    expect(isRightGuess(7, 7, 'lower')).toBe(true);
    expect(isRightGuess(1, 1, 'higher')).toBe(false);
    expect(isRightGuess(13, 13, 'lower')).toBe(false);
    expect(winningRanks(1, 'higher')).toBe(12);
    expect(winningRanks(13, 'lower')).toBe(12);
    expect(winningRanks(7, 'higher')).toBe(7);
    expect(winningRanks(13, 'higher')).toBe(1);
  });

  it('pays 97 % of the fair odds for every guess', () => {
    for (let rank = 1; rank <= 13; rank += 1) {
      for (const choice of ['higher', 'lower'] as const) {
        const chance = winningRanks(rank, choice) / 13;
        // Expected return of one guess: chance x multiplier, just under 0.97 after rounding down.
        const expected = (chance * stepMultiplierBps(rank, choice)) / 10_000;
        expect(expected).toBeLessThanOrEqual(0.97);
        expect(expected).toBeGreaterThan(0.9699);
      }
    }
  });

  it('multiplies right guesses, loses on a wrong one, and pays the cash-out rounded down', () => {
    const floats = [rankFloat(7), rankFloat(9), rankFloat(2), rankFloat(13)];
    const twoRight = playHilo(floats, ['higher', 'lower']);
    expect(twoRight.cards.map((card) => card.rank)).toEqual([7, 9, 2]);
    const afterFirst = Math.floor((10_000 * stepMultiplierBps(7, 'higher')) / 10_000);
    expect(twoRight.multiplierBps).toBe(Math.floor((afterFirst * stepMultiplierBps(9, 'lower')) / 10_000));
    expect(twoRight.status).toBe('open');
    expect(hiloPayout(1_000, twoRight.multiplierBps)).toBe(Math.floor((1_000 * twoRight.multiplierBps) / 10_000));

    const lost = playHilo(floats, ['higher', 'lower', 'lower']);
    expect(lost.status).toBe('lost');
    expect(lost.multiplierBps).toBe(0);
    expect(playHilo(floats, []).cards.map((card) => card.rank)).toEqual([7]);
  });
});
