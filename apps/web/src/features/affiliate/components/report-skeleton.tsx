import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { TransactionListSkeleton } from '@/components/ui/transaction-list-skeleton';
import styles from './affiliate-report.module.css';

/** The total and a few rows, while a range's report loads. */
export function ReportSkeleton({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.results} aria-busy="true" data-testid={testId}>
      <span className="visually-hidden" role="status">
        {t('affiliate.reportLoading')}
      </span>
      <Skeleton height={72} />
      <TransactionListSkeleton rows={3} />
    </div>
  );
}
