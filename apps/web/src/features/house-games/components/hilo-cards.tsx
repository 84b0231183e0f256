import { useTranslation } from 'react-i18next';
import type { Card } from '@app/contract/house-games/cards';
import { PlayingCard } from './playing-card';
import styles from './hilo-game.module.css';

/** The card on show, large, with the cards before it in a small row above. */
export function HiloCards({ cards, isLost }: { cards: readonly Card[]; isLost: boolean }) {
  const { t } = useTranslation();
  const current = cards.at(-1) ?? null;
  const earlier = cards.slice(0, -1);
  return (
    <div className={styles.cards}>
      <div className={styles.trail} role="group" aria-label={t('house.hilo.cardsSoFar')} data-testid="hilo-trail">
        {earlier.map((card, index) => (
          <PlayingCard key={index} card={card} size="small" />
        ))}
      </div>
      <div className={isLost ? `${styles.current} ${styles.lostCard}` : styles.current} data-testid="hilo-current">
        <PlayingCard key={cards.length} card={current} size="large" />
      </div>
    </div>
  );
}
