import { useTranslation } from 'react-i18next';
import { rankLabel, type Card } from '@app/contract/house-games/cards';
import styles from './playing-card.module.css';

const SUIT_SYMBOLS: Record<Card['suit'], string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

const DEAL_STAGGER_MS = 110;

export type CardSize = 'small' | 'medium' | 'large';

interface PlayingCardProps {
  /** Null shows the card face down. */
  card: Card | null;
  size?: CardSize;
  /** Position in a dealt row, for the deal animation's stagger. */
  dealIndex?: number;
}

/** A playing card drawn with text and CSS: rank in the corners, suit in the middle, red or black. */
export function PlayingCard({ card, size = 'medium', dealIndex = 0 }: PlayingCardProps) {
  const { t } = useTranslation();
  // Cards of one deal land one after another, as a dealer would lay them.
  const style = { animationDelay: `${String(dealIndex * DEAL_STAGGER_MS)}ms` };
  if (!card) {
    return <span className={`${styles.card} ${styles[size]} ${styles.back}`} style={style} role="img" aria-label={t('house.cards.back')} />;
  }
  const rank = rankLabel(card.rank);
  const suit = SUIT_SYMBOLS[card.suit];
  const isRed = card.suit === 'hearts' || card.suit === 'diamonds';
  return (
    <span
      className={[styles.card, styles[size], styles.face, isRed ? styles.red : undefined].filter(Boolean).join(' ')}
      style={style}
      role="img"
      aria-label={t('house.cards.label', { rank, suit: t(`house.cards.suits.${card.suit}`) })}
      data-testid="playing-card"
      data-rank={card.rank}
      data-suit={card.suit}
    >
      <span className={styles.corner} aria-hidden="true">
        <span>{rank}</span>
        <span>{suit}</span>
      </span>
      <span className={styles.pip} aria-hidden="true">
        {suit}
      </span>
      <span className={`${styles.corner} ${styles.cornerEnd}`} aria-hidden="true">
        <span>{rank}</span>
        <span>{suit}</span>
      </span>
    </span>
  );
}
