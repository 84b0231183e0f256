import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSection } from '@/components/ui/list-section';
import { LoadError } from '@/components/ui/load-error';
import { TransactionListSkeleton } from '@/components/ui/transaction-list-skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useGetPendingWithdrawalsQuery } from '../api/get-pending-withdrawals';
import { WithdrawalList } from './withdrawal-list';

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
    <ListSection
      titleId="pending-withdrawals-title"
      title={t('withdraw.pendingTitle')}
      link={{ to: paths.auth.transactionHistory, label: t('withdraw.historyLink') }}
    >
      {isLoading ? (
        <TransactionListSkeleton rows={2} />
      ) : error ? (
        <LoadError title={t('withdraw.pendingError')} message={getErrorMessage(error)} onRetry={retry} isRetrying={isFetching} />
      ) : !data || data.length === 0 ? (
        <EmptyState title={t('withdraw.pendingEmpty')} text={t('withdraw.pendingEmptyText')} />
      ) : (
        <WithdrawalList withdrawals={data} label={t('withdraw.pendingTitle')} testId="pending-withdrawals" />
      )}
    </ListSection>
  );
}
