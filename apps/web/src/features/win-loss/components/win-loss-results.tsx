import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/lib/api-client';
import { useGetWinLossQuery } from '../api/get-win-loss';
import type { DateRange } from '@/lib/date-range';
import { sumDays } from '../group-rounds';
import { DayList } from './day-list';
import type { RoundLabels } from './round-labels';
import { WinLossSummary } from './win-loss-summary';
import { WinLossSkeleton } from './win-loss-skeleton';
import styles from './win-loss-report.module.css';

interface WinLossResultsProps {
  username: string;
  /** A range already checked; the API is never asked for one it would refuse. */
  range: DateRange;
  labels: RoundLabels;
}

/** The report of one range: its totals, then each day with its rounds. */
export function WinLossResults({ username, range, labels }: WinLossResultsProps) {
  const { t } = useTranslation();
  // Play goes on in other tabs and games, so a return to this screen asks again.
  const { data, error, isFetching, refetch } = useGetWinLossQuery({ username, ...range }, { refetchOnMountOrArgChange: true });

  // A new range shows the skeleton rather than the previous range's figures.
  if (isFetching && !error) return <WinLossSkeleton />;
  if (error) return <LoadError title={t('winLoss.error')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  if (!data) return null;
  if (data.days.length === 0) return <EmptyState title={t('winLoss.empty')} text={t('winLoss.emptyText')} />;

  return (
    <div className={styles.results}>
      <WinLossSummary range={range} totals={sumDays(data.days)} />
      {data.rounds.length < data.totalRounds && (
        // The totals count every round; the list below shows only the newest ones.
        <p className={styles.truncated}>{t('winLoss.roundsTruncated', { shown: data.rounds.length, total: data.totalRounds })}</p>
      )}
      <DayList key={`${range.start}/${range.end}`} winLoss={data} labels={labels} />
    </div>
  );
}
