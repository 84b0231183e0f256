import { useTranslation } from 'react-i18next';
import { PagedHistory } from '@/components/ui/paged-history';
import { HISTORY_PAGE_SIZE } from '@/config/limits';
import { useGetWithdrawalHistoryQuery } from '../api/get-withdrawal-history';
import { WithdrawalList } from './withdrawal-list';

interface WithdrawalHistoryProps {
  memberUuid: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** Every withdrawal of the member, waiting ones included, newest first, a page at a time. */
export function WithdrawalHistory({ memberUuid, page, onPageChange }: WithdrawalHistoryProps) {
  const { t } = useTranslation();
  const query = useGetWithdrawalHistoryQuery({ memberUuid, page, pageSize: HISTORY_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <PagedHistory
      query={query}
      page={page}
      onPageChange={onPageChange}
      texts={{ error: t('history.withdrawError'), emptyTitle: t('history.withdrawEmpty'), emptyText: t('history.withdrawEmptyText') }}
      renderList={(withdrawals, isRefreshing) => (
        <WithdrawalList withdrawals={withdrawals} label={t('history.withdrawTab')} isRefreshing={isRefreshing} testId="withdrawal-history" />
      )}
    />
  );
}
