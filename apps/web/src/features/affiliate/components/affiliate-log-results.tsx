import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { TransactionList } from '@/components/ui/transaction-list';
import { getErrorMessage } from '@/lib/api-client';
import type { DateRange } from '@/lib/date-range';
import { useGetAffiliateLogQuery } from '../api/get-affiliate-log';
import { AffiliateLogItem } from './affiliate-log-item';
import { ReportSkeleton } from './report-skeleton';

/** The movements of one range, newest first. */
export function AffiliateLogResults({ username, range }: { username: string; range: DateRange }) {
  const { t } = useTranslation();
  const { data, error, isFetching, refetch } = useGetAffiliateLogQuery({ username, ...range }, { refetchOnMountOrArgChange: true });

  // A new range shows the skeleton rather than the previous range's movements.
  if (isFetching && !error) return <ReportSkeleton testId="affiliate-log-skeleton" />;
  if (error || !data) {
    return <LoadError title={t('affiliate.log.error')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  }
  if (data.length === 0) return <EmptyState title={t('affiliate.log.empty')} text={t('affiliate.log.emptyText')} />;

  return (
    <TransactionList label={t('affiliate.log.title')} testId="affiliate-log-list">
      {data.map((entry) => (
        <AffiliateLogItem key={entry.id} entry={entry} />
      ))}
    </TransactionList>
  );
}
