import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { addDays } from '@/lib/bangkok-date';
import { formatDay } from '@/lib/format-date-time';
import { RefreshButton } from '@/backoffice/components/refresh-button';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import { useGetSharpRisesQuery, type SharpRisesKey } from '../api/get-sharp-rises';
import { SharpRisesTable } from './sharp-rises-table';
import styles from './sharp-rises.module.css';

/** The table's column headers, which the loading skeleton draws too, so nothing jumps when the rows arrive. */
export function useSharpRiseColumns(): string[] {
  const { t } = useTranslation('backoffice');
  return [t('sharpRises.columns.member'), t('sharpRises.columns.deposit'), t('sharpRises.columns.loss'), t('sharpRises.columns.reason')];
}

/** One brand's day: what it is compared with, then the members or the state of the list. */
export function SharpRisesPanel({ reportKey }: { reportKey: SharpRisesKey }) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const language = useConsoleDateLanguage();
  const columns = useSharpRiseColumns();
  // Today's figures grow during the day: a return to the screen asks again.
  // currentData: the answer for this day only, so another day's rows never show under this one.
  const { currentData: data, error, isFetching, refetch } = useGetSharpRisesQuery(reportKey, { refetchOnMountOrArgChange: true, refetchOnFocus: true });

  let content;
  if (error) {
    content = <LoadError title={t('sharpRises.loadError')} message={errorText(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  } else if (!data) content = <TableSkeleton columns={columns} rows={5} />;
  else if (data.members.length === 0) content = <EmptyState title={t('sharpRises.empty')} text={t('sharpRises.emptyText')} />;
  else content = <SharpRisesTable members={data.members} />;

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <p className={tableStyles.caption} data-testid="sharp-rises-summary">
          {data
            ? `${t('sharpRises.summary', {
                day: formatDay(data.day, language),
                start: formatDay(data.historyStartDay, language),
                end: formatDay(addDays(data.day, -1), language),
              })} · ${t('sharpRises.count', { count: data.members.length })}`
            : formatDay(reportKey.day, language)}
        </p>
        <RefreshButton onRefresh={() => void refetch()} isRefreshing={isFetching} />
      </div>
      {content}
      <p className={tableStyles.muted}>{t('sharpRises.hint')}</p>
    </div>
  );
}
