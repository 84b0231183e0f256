import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSection } from '@/components/ui/list-section';
import { LoadError } from '@/components/ui/load-error';
import { TransactionList } from '@/components/ui/transaction-list';
import { TransactionListSkeleton } from '@/components/ui/transaction-list-skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useGetRewardHistoryQuery } from '../api/get-reward-history';
import { RewardRequestItem } from './reward-request-item';

/** Every redemption the member made, newest first, with how far each one has got. */
export function RewardHistory() {
  const { t } = useTranslation();
  // An operator may have sent or refused a parcel since the last visit.
  const { data, error, isLoading, isFetching, refetch } = useGetRewardHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <ListSection titleId="reward-history-title" title={t('rewardCatalogue.historyTitle')} testId="reward-history">
      {isLoading ? (
        <TransactionListSkeleton rows={2} />
      ) : error && !data ? (
        <LoadError title={t('rewardCatalogue.historyError')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : data && data.length > 0 ? (
        <TransactionList label={t('rewardCatalogue.historyTitle')} isRefreshing={isFetching}>
          {data.map((request) => (
            <RewardRequestItem key={request.id} request={request} />
          ))}
        </TransactionList>
      ) : (
        <EmptyState title={t('rewardCatalogue.historyEmpty')} text={t('rewardCatalogue.historyEmptyText')} />
      )}
    </ListSection>
  );
}
