import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './win-loss-report.module.css';

/** The summary card and three days, while the report loads. */
export function WinLossSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.results} aria-busy="true" data-testid="win-loss-skeleton">
      <span className="visually-hidden" role="status">
        {t('winLoss.loading')}
      </span>
      <div className={styles.results} aria-hidden="true">
        <Skeleton height={118} />
        <Skeleton height={64} />
        <Skeleton height={64} />
        <Skeleton height={64} />
      </div>
    </div>
  );
}
