import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateRangeForm } from '@/components/ui/date-range-form';
import { ConsolePage } from '@/backoffice/components/console-page';
import { RequireBrand } from '@/backoffice/components/require-brand';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import { readReportRange, REPORT_RANGE_MAX_DAYS, todayInBangkok } from '../report-range';
import { DailyReportPanel, useReportSkeletonColumns } from './daily-report-panel';
import styles from './reports.module.css';

/**
 * The daily report of the brand the operator works on. The range lives in the address
 * (?start=…&end=…), so a reload, the back button or a shared link shows the same days.
 */
export function ReportsPage() {
  const { t } = useTranslation('backoffice');
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayInBangkok();
  const range = readReportRange(searchParams, today);
  const skeletonColumns = useReportSkeletonColumns();

  return (
    <ConsolePage title={t('reports.title')} intro={t('reports.intro')}>
      <div className={styles.rangeForm}>
        {/* Keyed by the range, so the form shows the address's range again after back or forward. */}
        <DateRangeForm
          key={`${range.start}/${range.end}`}
          range={range}
          today={today}
          maxDays={REPORT_RANGE_MAX_DAYS}
          onSubmit={(chosen) => {
            setSearchParams({ start: chosen.start, end: chosen.end });
          }}
        />
      </div>
      <RequireBrand loading={<TableSkeleton columns={skeletonColumns} rows={7} />}>
        {(brandId) => <DailyReportPanel reportKey={{ brandId, ...range }} />}
      </RequireBrand>
    </ConsolePage>
  );
}
