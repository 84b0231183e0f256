import { describe, expect, it } from 'vitest';
import { baccaratPayout, bankerDraws, playBaccarat } from './baccarat';
import type { Card } from './cards';

const card = (rank: number): Card => ({ rank, suit: 'hearts' });
const shoe = (...ranks: number[]) => ranks.map(card);

describe('baccarat third-card rules', () => {
  it('matches the standard banker table for every total and player third card', () => {
    // Rows: banker's two-card total 0..7; columns: the player's third card 0..9. D draws, S stands.
    const table = ['DDDDDDDDDD', 'DDDDDDDDDD', 'DDDDDDDDDD', 'DDDDDDDDSD', 'SSDDDDDDSS', 'SSSSDDDDSS', 'SSSSSSDDSS', 'SSSSSSSSSS'];
    table.forEach((row, bankerTotal) => {
      [...row].forEach((rule, thirdPoints) => expect(bankerDraws(bankerTotal, thirdPoints), `banker ${bankerTotal}, third ${thirdPoints}`).toBe(rule === 'D'));
    });
    // When the player stood, the banker draws on 0 to 5 and stands on 6 and 7.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => bankerDraws(total, null))).toEqual([true, true, true, true, true, true, false, false]);
  });

  it.each([
    // Dealt order: player, banker, player, banker, then third cards as they are drawn.
    { name: 'a natural stops the deal', cards: [4, 13, 5, 8, 2, 2], player: [4, 5], banker: [13, 8], totals: [9, 8], winner: 'player' },
    { name: 'banker natural against a player 5 stops the deal', cards: [2, 9, 3, 13, 1, 1], player: [2, 3], banker: [9, 13], totals: [5, 9], winner: 'banker' },
    { name: 'player stands on 6, banker draws on 5', cards: [3, 2, 3, 3, 4, 1], player: [3, 3], banker: [2, 3, 4], totals: [6, 9], winner: 'banker' },
    { name: 'player stands on 7, banker stands on 6', cards: [7, 6, 12, 11, 1, 1], player: [7, 12], banker: [6, 11], totals: [7, 6], winner: 'player' },
    { name: 'banker 3 stands on a player third 8', cards: [1, 2, 2, 1, 8, 5], player: [1, 2, 8], banker: [2, 1], totals: [1, 3], winner: 'banker' },
    { name: 'banker 3 draws on a player third 9', cards: [1, 2, 2, 1, 9, 5], player: [1, 2, 9], banker: [2, 1, 5], totals: [2, 8], winner: 'banker' },
    { name: 'banker 4 stands on a player third ace', cards: [13, 2, 12, 2, 1, 5], player: [13, 12, 1], banker: [2, 2], totals: [1, 4], winner: 'banker' },
    { name: 'banker 6 draws on a player third 7', cards: [2, 3, 2, 3, 7, 4], player: [2, 2, 7], banker: [3, 3, 4], totals: [1, 0], winner: 'player' },
    { name: 'banker 6 stands on a player third 5', cards: [2, 3, 2, 3, 5, 4], player: [2, 2, 5], banker: [3, 3], totals: [9, 6], winner: 'player' },
    { name: 'equal totals are a tie', cards: [10, 11, 7, 7, 1, 1], player: [10, 7], banker: [11, 7], totals: [7, 7], winner: 'tie' },
  ])('$name', ({ cards, player, banker, totals, winner }) => {
    const hand = playBaccarat(shoe(...cards));
    expect(hand.player.map((c) => c.rank)).toEqual(player);
    expect(hand.banker.map((c) => c.rank)).toEqual(banker);
    expect([hand.playerTotal, hand.bankerTotal]).toEqual(totals);
    expect(hand.winner).toBe(winner);
  });

  it('pays player 1:1, banker 1:1 less 5 %, tie 8:1, and returns player and banker bets on a tie', () => {
    expect(baccaratPayout('player', 'player', 1_000)).toBe(2_000);
    expect(baccaratPayout('banker', 'banker', 1_000)).toBe(1_950);
    expect(baccaratPayout('tie', 'tie', 1_000)).toBe(9_000);
    expect(baccaratPayout('player', 'tie', 1_000)).toBe(1_000);
    expect(baccaratPayout('banker', 'tie', 1_000)).toBe(1_000);
    expect(baccaratPayout('player', 'banker', 1_000)).toBe(0);
    expect(baccaratPayout('tie', 'player', 1_000)).toBe(0);
  });
});
