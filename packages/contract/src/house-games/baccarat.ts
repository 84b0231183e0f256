import { cardFromFloat, type Card } from './cards';

/**
 * Punto banco with the standard third-card rules, dealt from six floats: player, banker, player,
 * banker, then the third cards in the order they are drawn. Payouts return the stake with the
 * win: player 1:1, banker 1:1 less 5 % commission, tie 8:1; a tie returns player and banker bets.
 */

export const BACCARAT_SIDES = ['player', 'banker', 'tie'] as const;
export type BaccaratSide = (typeof BACCARAT_SIDES)[number];
export const BACCARAT_FLOATS = 6;
export const BACCARAT_BETS_SATANG = [1_000, 2_000, 5_000, 10_000, 50_000, 100_000] as const;

export interface BaccaratHand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
}

export function cardPoints(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardPoints(card), 0) % 10;
}

/** Whether the banker draws, given the banker's two-card total and the player's third card (null: the player stood). */
export function bankerDraws(bankerTotal: number, playerThirdPoints: number | null): boolean {
  if (playerThirdPoints === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThirdPoints !== 8;
    case 4:
      return playerThirdPoints >= 2 && playerThirdPoints <= 7;
    case 5:
      return playerThirdPoints >= 4 && playerThirdPoints <= 7;
    case 6:
      return playerThirdPoints === 6 || playerThirdPoints === 7;
    default:
      return false;
  }
}

/** Plays a hand from dealt cards in order (the shoe); exported so the rules can be tested on known hands. */
export function playBaccarat(shoe: readonly Card[]): BaccaratHand {
  let next = 0;
  const draw = (): Card => {
    const card = shoe[next];
    next += 1;
    if (!card) throw new Error('the shoe ran out');
    return card;
  };
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const isNatural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!isNatural) {
    let playerThird: Card | null = null;
    if (handTotal(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(handTotal(banker), playerThird ? cardPoints(playerThird) : null)) banker.push(draw());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner: BaccaratSide = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

export function dealBaccarat(floats: readonly number[]): BaccaratHand {
  return playBaccarat(floats.slice(0, BACCARAT_FLOATS).map(cardFromFloat));
}

/** What a bet on `side` returns (stake included), in satang. Bets are whole baht, so 95 % is whole satang. */
export function baccaratPayout(side: BaccaratSide, winner: BaccaratSide, betSatang: number): number {
  if (winner === 'tie') return side === 'tie' ? betSatang * 9 : betSatang;
  if (side !== winner) return 0;
  return side === 'banker' ? betSatang + (betSatang * 95) / 100 : betSatang * 2;
}
