import { useTranslation } from 'react-i18next';
import { PagedHistory } from '@/components/ui/paged-history';
import { TransactionList } from '@/components/ui/transaction-list';
import { HISTORY_PAGE_SIZE } from '@/config/limits';
import { useGetDepositHistoryQuery } from '../api/get-deposit-history';
import { DepositItem } from './deposit-item';

interface DepositHistoryProps {
  memberUuid: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** Credited deposits, newest first, a page at a time. */
export function DepositHistory({ memberUuid, page, onPageChange }: DepositHistoryProps) {
  const { t } = useTranslation();
  const query = useGetDepositHistoryQuery({ memberUuid, page, pageSize: HISTORY_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <PagedHistory
      query={query}
      page={page}
      onPageChange={onPageChange}
      texts={{ error: t('history.depositError'), emptyTitle: t('history.depositEmpty'), emptyText: t('history.depositEmptyText') }}
      renderList={(deposits, isRefreshing) => (
        <TransactionList label={t('history.depositTab')} isRefreshing={isRefreshing} testId="deposit-history">
          {deposits.map((deposit) => (
            <DepositItem key={deposit.uuid} deposit={deposit} />
          ))}
        </TransactionList>
      )}
    />
  );
}
