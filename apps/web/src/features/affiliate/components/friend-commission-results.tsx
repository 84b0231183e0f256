import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { EmptyState } from '@/components/ui/empty-state';
import { UserIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { TransactionItem } from '@/components/ui/transaction-item';
import { TransactionList } from '@/components/ui/transaction-list';
import { getErrorMessage } from '@/lib/api-client';
import type { DateRange } from '@/lib/date-range';
import { useGetDownlineBonusQuery } from '../api/get-downline-bonus';
import { RangeTotal } from './range-total';
import { ReportSkeleton } from './report-skeleton';
import styles from './affiliate-report.module.css';

/** The commission of one range: the total, then each friend with what it was computed on. */
export function FriendCommissionResults({ username, range }: { username: string; range: DateRange }) {
  const { t } = useTranslation();
  const symbol = t('app.currencySymbol');
  const { data, error, isFetching, refetch } = useGetDownlineBonusQuery({ username, ...range }, { refetchOnMountOrArgChange: true });

  // A new range shows the skeleton rather than the previous range's figures.
  if (isFetching && !error) return <ReportSkeleton testId="affiliate-commission-skeleton" />;
  if (error || !data) {
    return <LoadError title={t('affiliate.commission.error')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  }
  if (data.friends.length === 0) return <EmptyState title={t('affiliate.commission.empty')} text={t('affiliate.commission.emptyText')} />;

  return (
    <div className={styles.results}>
      <RangeTotal label={t('affiliate.commission.total')} amountSatang={data.totalBonusSatang} range={range} testId="affiliate-commission-total" />
      <TransactionList label={t('affiliate.commission.title')} testId="affiliate-commission-list">
        {data.friends.map((friend) => (
          <TransactionItem
            key={friend.username}
            icon={<UserIcon size={22} />}
            title={friend.username}
            details={[t('affiliate.commission.base', { amount: `${symbol}${formatBaht(friend.baseSatang)}` })]}
            amount={`${symbol}${formatBaht(friend.bonusSatang)}`}
            amountTestId="affiliate-commission-amount"
            testId="affiliate-commission-item"
          />
        ))}
      </TransactionList>
    </div>
  );
}
