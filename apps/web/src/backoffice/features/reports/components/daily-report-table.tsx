import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { formatDay } from '@/lib/format-date-time';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import type { DailyReport } from '../api/get-daily-report';
import { REPORT_COLUMNS, type ReportColumn } from '../report-columns';
import styles from './reports.module.css';

type Figures = DailyReport['totals'];

const countFormatter = new Intl.NumberFormat('en-US');

function FigureCells({ figures }: { figures: Figures }) {
  const formatFigure = (column: ReportColumn) => {
    const value = figures[column.figure];
    return column.kind === 'money' ? formatBaht(value) : countFormatter.format(value);
  };
  return REPORT_COLUMNS.map((column) => (
    <td key={column.figure} className={`${tableStyles.numeric} ${figures[column.figure] < 0 ? styles.negative : ''}`} data-figure={column.figure}>
      {formatFigure(column)}
    </td>
  ));
}

/** One row per Bangkok day, oldest first, and the range's totals in the footer. */
export function DailyReportTable({ report }: { report: DailyReport }) {
  const { t } = useTranslation('backoffice');
  const language = useConsoleDateLanguage();
  return (
    <div className={tableStyles.frame}>
      <table className={tableStyles.table} aria-label={t('reports.tableLabel')} data-testid="daily-report-table">
        <thead>
          <tr>
            <th scope="col">{t('reports.columns.day')}</th>
            {REPORT_COLUMNS.map((column) => (
              <th key={column.figure} scope="col" className={tableStyles.numeric}>
                {t(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.days.map((day) => (
            <tr key={day.day} data-testid="daily-report-row" data-day={day.day}>
              <th scope="row" className={`${tableStyles.nowrap} ${styles.day}`}>
                {formatDay(day.day, language)}
              </th>
              <FigureCells figures={day} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totals} data-testid="daily-report-totals">
            <th scope="row">{t('reports.totals')}</th>
            <FigureCells figures={report.totals} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
