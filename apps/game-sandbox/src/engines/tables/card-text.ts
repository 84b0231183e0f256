import { rankLabel, type Card } from '@app/contract/house-games/cards';

const SUIT_SYMBOLS: Record<Card['suit'], string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

/** "K♥": a card as the page prints it. */
export function cardText(card: Card): string {
  return `${rankLabel(card.rank)}${SUIT_SYMBOLS[card.suit]}`;
}

export function handText(cards: readonly Card[]): string {
  return cards.map(cardText).join(' ');
}
