import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSection } from '../../../components/ui/list-section';
import { LoadError } from '../../../components/ui/load-error';
import { Pager } from '../../../components/ui/pager';
import { TransactionListSkeleton } from '../../../components/ui/transaction-list-skeleton';
import { HISTORY_PAGE_SIZE } from '../../../config/limits';
import { getErrorMessage } from '../../../lib/api-client';
import { useGetWithdrawalHistoryQuery } from '../api/get-withdrawal-history';
import { WithdrawalList } from './withdrawal-list';

interface WithdrawalHistoryProps {
  memberUuid: string;
  /** Starts at 1; the screen keeps it (in the address) so reload and back keep the page. */
  page: number;
  onPageChange: (page: number) => void;
}

/** Completed and rejected withdrawals, newest first, a page at a time. */
export function WithdrawalHistory({ memberUuid, page, onPageChange }: WithdrawalHistoryProps) {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch } = useGetWithdrawalHistoryQuery(
    { memberUuid, page, pageSize: HISTORY_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const retry = () => {
    void refetch();
  };

  if (isLoading) return <TransactionListSkeleton rows={4} />;
  if (error) {
    return <LoadError title={t('history.withdrawError')} message={getErrorMessage(error)} onRetry={retry} isRetrying={isFetching} />;
  }
  if (!data) return null;

  const pageCount = Math.max(1, Math.ceil(data.meta.total / data.meta.pageSize));
  return (
    <ListSection>
      {data.data.length === 0 ? (
        <EmptyState title={t('history.withdrawEmpty')} text={t('history.withdrawEmptyText')} />
      ) : (
        <WithdrawalList
          withdrawals={data.data}
          label={t('history.withdrawTab')}
          isRefreshing={isFetching}
          testId="withdrawal-history"
        />
      )}
      {data.meta.total > 0 ? <Pager page={page} pageCount={pageCount} onPageChange={onPageChange} isBusy={isFetching} /> : null}
    </ListSection>
  );
}
