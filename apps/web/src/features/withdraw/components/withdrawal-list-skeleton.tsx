import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './withdrawal-list.module.css';

/** Rows the shape of withdrawal items, shown while the list loads. */
export function WithdrawalListSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.list} aria-busy="true" data-testid="withdrawal-list-skeleton">
      <span className="visually-hidden" role="status">
        {t('withdraw.loading')}
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
