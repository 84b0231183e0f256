import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { countDaysInclusive } from '@/lib/bangkok-date';
import { formatDay } from '@/lib/format-date-time';
import { RefreshButton } from '@/backoffice/components/refresh-button';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import { useGetDailyReportQuery, type DailyReportKey } from '../api/get-daily-report';
import { isReportEmpty, REPORT_COLUMNS } from '../report-columns';
import { DailyReportTable } from './daily-report-table';
import { DownloadCsvButton } from './download-csv-button';
import styles from './reports.module.css';

/** The column headers the loading skeleton draws, so the table does not jump when it arrives. */
export function useReportSkeletonColumns(): string[] {
  const { t } = useTranslation('backoffice');
  return [t('reports.columns.day'), ...REPORT_COLUMNS.map((column) => t(column.label))];
}

/** The report of one brand and range: the range and its actions above, then the table or its state. */
export function DailyReportPanel({ reportKey }: { reportKey: DailyReportKey }) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const language = useConsoleDateLanguage();
  const skeletonColumns = useReportSkeletonColumns();
  const { data: report, error, isFetching, refetch } = useGetDailyReportQuery(reportKey, { refetchOnFocus: true });
  const loadError = error ? (
    <LoadError title={t('reports.loadError')} message={errorText(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
  ) : null;

  let content;
  if (!report) content = loadError ?? <TableSkeleton columns={skeletonColumns} rows={7} />;
  else if (isReportEmpty(report.totals)) content = <EmptyState title={t('reports.empty')} text={t('reports.emptyText')} />;
  else content = <DailyReportTable report={report} />;

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <p className={tableStyles.caption} data-testid="report-range">
          {t('reports.rangeSummary', {
            start: formatDay(reportKey.start, language),
            end: formatDay(reportKey.end, language),
            count: Math.max(countDaysInclusive(reportKey.start, reportKey.end), 0),
          })}
        </p>
        <div className={styles.toolbarActions}>
          <RefreshButton onRefresh={() => void refetch()} isRefreshing={isFetching} />
          <DownloadCsvButton reportKey={reportKey} />
        </div>
      </div>
      {report ? loadError : null}
      {content}
      {report && !isReportEmpty(report.totals) ? <p className={tableStyles.muted}>{t('reports.ggrHint')}</p> : null}
    </div>
  );
}
