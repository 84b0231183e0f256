import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useGetPendingWithdrawalsQuery } from '../api/get-pending-withdrawals';
import { WithdrawalList } from './withdrawal-list';
import { WithdrawalListSkeleton } from './withdrawal-list-skeleton';
import styles from './withdrawal-section.module.css';

/** The member's requests that an operator has not decided yet; the money is held meanwhile. */
export function PendingWithdrawals({ memberUuid }: { memberUuid: string }) {
  const { t } = useTranslation();
  // An operator may decide at any time, so a return to this screen asks again.
  const { data, error, isLoading, isFetching, refetch } = useGetPendingWithdrawalsQuery(memberUuid, {
    refetchOnMountOrArgChange: true,
  });
  const retry = () => {
    void refetch();
  };

  return (
    <section className={styles.section} aria-labelledby="pending-withdrawals-title">
      <div className={styles.header}>
        <h2 id="pending-withdrawals-title" className={styles.title}>
          {t('withdraw.pendingTitle')}
        </h2>
        <Link to={paths.auth.transactionHistory} className={styles.link}>
          {t('withdraw.historyLink')}
          <ChevronRightIcon size={16} />
        </Link>
      </div>
      {isLoading ? (
        <WithdrawalListSkeleton rows={2} />
      ) : error ? (
        <LoadError title={t('withdraw.pendingError')} message={getErrorMessage(error)} onRetry={retry} isRetrying={isFetching} />
      ) : !data || data.length === 0 ? (
        <EmptyState title={t('withdraw.pendingEmpty')} text={t('withdraw.pendingEmptyText')} />
      ) : (
        <WithdrawalList withdrawals={data} label={t('withdraw.pendingTitle')} testId="pending-withdrawals" />
      )}
    </section>
  );
}
