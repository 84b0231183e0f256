import { useTranslation } from 'react-i18next';
import { formatPoints } from '@/lib/format-points';
import styles from './draw-stats.module.css';

/** The draws the member has left and their point balance, side by side above the game. */
export function DrawStats({ drawsLeft, points }: { drawsLeft: number; points: number }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt className={styles.label}>{t('prizeDraws.drawsLeftLabel')}</dt>
        <dd className={styles.value} data-testid="draws-left">
          {t('prizeDraws.drawsLeft', { drawsLeft })}
        </dd>
      </div>
      <div className={styles.stat}>
        <dt className={styles.label}>{t('prizeDraws.pointsLabel')}</dt>
        <dd className={styles.value} data-testid="prize-points">
          {t('prizeDraws.points', { points: formatPoints(points) })}
        </dd>
      </div>
    </dl>
  );
}
