import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSection } from '@/components/ui/list-section';
import { LoadError } from '@/components/ui/load-error';
import { TransactionList } from '@/components/ui/transaction-list';
import { TransactionListSkeleton } from '@/components/ui/transaction-list-skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useGetMySlipRequestsQuery } from '../api/get-my-slip-requests';
import { SlipRequestItem } from './slip-request-item';

/** "คำขอของฉัน": the slips sent to an operator and what the operator decided. */
export function MySlipRequests() {
  const { t } = useTranslation();
  // An operator may decide at any time, so a return to this screen asks again.
  const { data, error, isLoading, isFetching, refetch } = useGetMySlipRequestsQuery(undefined, { refetchOnMountOrArgChange: true });
  const retry = () => {
    void refetch();
  };

  return (
    <ListSection titleId="my-slip-requests-title" title={t('slip.requestsTitle')}>
      {isLoading ? (
        <TransactionListSkeleton rows={2} />
      ) : error ? (
        <LoadError title={t('slip.requestsError')} message={getErrorMessage(error)} onRetry={retry} isRetrying={isFetching} />
      ) : !data || data.length === 0 ? (
        <EmptyState title={t('slip.requestsEmpty')} text={t('slip.requestsEmptyText')} />
      ) : (
        <TransactionList label={t('slip.requestsTitle')} isRefreshing={isFetching} testId="my-slip-requests">
          {data.map((request) => (
            <SlipRequestItem key={request.uuid} request={request} />
          ))}
        </TransactionList>
      )}
    </ListSection>
  );
}
