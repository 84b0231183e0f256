import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './reward-item-card.module.css';

/** Cards the shape of reward items, shown while a category loads. */
export function RewardItemListSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeletonList} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('list.loading')}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.card} aria-hidden="true">
          <div className={styles.top}>
            <Skeleton width={88} height={88} />
            <div className={styles.main}>
              <Skeleton width="60%" height={20} />
              <Skeleton width="90%" height={14} />
              <Skeleton width="45%" height={22} />
            </div>
          </div>
          <Skeleton height={44} />
        </div>
      ))}
    </div>
  );
}
