import { useTranslation } from 'react-i18next';
import type { BaccaratHand } from '@app/contract/house-games/baccarat';
import { PlayingCard } from './playing-card';
import styles from './baccarat-table.module.css';

const FACE_DOWN = [null, null] as const;

/**
 * The two hands on the felt, player left and banker right as on a real table. Cards are dealt
 * player, banker, player, banker, then the third cards, and land in that order.
 */
export function BaccaratTable({ hand }: { hand: BaccaratHand | null }) {
  const { t } = useTranslation();
  const sides = [
    { side: 'player', cards: hand?.player ?? FACE_DOWN, total: hand?.playerTotal, dealOrder: (index: number) => (index < 2 ? index * 2 : 4) },
    { side: 'banker', cards: hand?.banker ?? FACE_DOWN, total: hand?.bankerTotal, dealOrder: (index: number) => (index < 2 ? index * 2 + 1 : 5) },
  ] as const;
  return (
    <div className={styles.felt} data-testid="baccarat-table">
      {sides.map(({ side, cards, total, dealOrder }) => {
        const isWinner = hand?.winner === side;
        return (
          <div
            key={side}
            className={[styles.hand, styles[side], isWinner ? styles.winner : undefined].filter(Boolean).join(' ')}
            data-testid={`baccarat-${side}`}
          >
            <h3 className={styles.name}>{t(`house.baccarat.sides.${side}`)}</h3>
            <div className={styles.cards} role="group" aria-label={t('house.baccarat.handLabel', { side: t(`house.baccarat.sides.${side}`) })}>
              {cards.map((card, index) => (
                <PlayingCard
                  key={`${String(index)}-${card ? `${card.suit}${String(card.rank)}` : 'back'}`}
                  card={card}
                  dealIndex={hand ? dealOrder(index) : 0}
                />
              ))}
            </div>
            <p className={styles.total} data-testid={`baccarat-${side}-total`}>
              {total === undefined ? '–' : t('house.baccarat.points', { total })}
            </p>
          </div>
        );
      })}
    </div>
  );
}
