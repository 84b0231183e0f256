import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './member-ranking.module.css';

/** The shape of the tier card and two tiers, shown while the level loads. */
export function RankingSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.ranking} aria-busy="true" data-testid="ranking-skeleton">
      <span className="visually-hidden" role="status">
        {t('ranking.loading')}
      </span>
      <div aria-hidden="true" className={styles.list}>
        <Skeleton height={220} />
        <Skeleton width="50%" height={24} />
        <Skeleton height={150} />
        <Skeleton height={150} />
      </div>
    </div>
  );
}
