import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { formatPoints } from '@/lib/format-points';
import styles from './points-card.module.css';

interface PointsCardProps {
  /** The latest known balance; null until the catalogue has answered once. */
  points: number | null;
  isFetching: boolean;
  error: unknown;
  onRefresh: () => void;
  /** A single row, for screens where the items matter more than the balance. */
  isCompact?: boolean;
}

/** The member's points: what every reward is paid with, so it stands first and big. */
export function PointsCard({ points, isFetching, error, onRefresh, isCompact = false }: PointsCardProps) {
  const { t } = useTranslation();
  return (
    <section className={isCompact ? `${styles.card} ${styles.compact}` : styles.card} aria-labelledby="reward-points-label" aria-busy={isFetching}>
      <div className={styles.top}>
        <h2 id="reward-points-label" className={styles.label}>
          {t('rewardCatalogue.pointsLabel')}
        </h2>
        <button type="button" className={styles.refresh} onClick={onRefresh} disabled={isFetching} aria-label={t('rewardCatalogue.refreshPoints')}>
          <RefreshIcon size={20} className={isFetching ? styles.spinning : undefined} />
        </button>
      </div>
      {points === null ? (
        error && !isFetching ? (
          <div className={styles.error} role="alert">
            <p>
              <PhraseText text={t('rewardCatalogue.pointsError')} />
              <br />
              <PhraseText text={getErrorMessage(error)} />
            </p>
            <Button variant="secondary" size="small" onClick={onRefresh}>
              {t('errors.retry')}
            </Button>
          </div>
        ) : (
          <span className={styles.skeleton} data-testid="reward-points-skeleton">
            <Skeleton width={isCompact ? 90 : 140} height={isCompact ? 28 : 44} />
          </span>
        )
      ) : (
        <p className={styles.amount}>
          <span className={styles.value} data-testid="reward-points">
            {formatPoints(points)}
          </span>
          <span className={styles.unit}>{t('rewardCatalogue.pointsUnit')}</span>
        </p>
      )}
      {isCompact ? null : (
        <p className={styles.hint}>
          <PhraseText text={t('rewardCatalogue.pointsHint')} />
        </p>
      )}
    </section>
  );
}
