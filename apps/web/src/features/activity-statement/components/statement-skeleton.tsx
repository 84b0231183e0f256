import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './activity-statement.module.css';

/** The figures' card while the month loads, the same height so nothing jumps. */
export function StatementSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="statement-skeleton">
      <span className="visually-hidden" role="status">
        {t('statement.loading')}
      </span>
      <Skeleton height={286} />
    </div>
  );
}
