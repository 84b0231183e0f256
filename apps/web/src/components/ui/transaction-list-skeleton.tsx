import { useTranslation } from 'react-i18next';
import { Skeleton } from './skeleton';
import styles from './transaction-list.module.css';

/** Rows the shape of `TransactionItem`s, shown while a list loads. */
export function TransactionListSkeleton({ rows, testId }: { rows: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.list} aria-busy="true" data-testid={testId}>
      <span className="visually-hidden" role="status">
        {t('list.loading')}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.item} aria-hidden="true">
          <Skeleton width={44} height={44} />
          <div className={styles.main}>
            <Skeleton width="55%" height={18} />
            <Skeleton width="80%" height={14} />
          </div>
          <div className={styles.side}>
            <Skeleton width={84} height={20} />
            <Skeleton width={72} height={22} />
          </div>
        </div>
      ))}
    </div>
  );
}
