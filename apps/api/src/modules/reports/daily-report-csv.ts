import { DAILY_REPORT_CSV_HEADERS, type DailyFigures } from '@app/contract/admin-reports';
import { formatBaht } from '@app/contract/money';
import type { DailyReport, FigureTotals } from './reports.service';

/** A spreadsheet reads the file as UTF-8 (and the Thai headers right) only when it starts with the byte-order mark. */
const BYTE_ORDER_MARK = '\uFEFF';
const TOTALS_LABEL = 'รวม';

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Baht with two decimals and no grouping ("-1234.50"), from integer satang: no floating point on the way. */
function baht(amountSatang: number): string {
  return formatBaht(amountSatang).replaceAll(',', '');
}

function row(label: string, figures: FigureTotals): string[] {
  return [
    label,
    baht(figures.depositSatang),
    String(figures.depositCount),
    baht(figures.withdrawalSatang),
    String(figures.withdrawalCount),
    baht(figures.bonusSatang),
    baht(figures.grossGamingRevenueSatang),
    baht(figures.affiliateCommissionSatang),
    baht(figures.lossReturnSatang),
    String(figures.newMembers),
  ];
}

/** The daily report as CSV: the Thai headers, one row per day in order, then the totals row; CRLF line ends. */
export function dailyReportCsv(report: DailyReport): string {
  const lines = [[...DAILY_REPORT_CSV_HEADERS], ...report.days.map(({ day, ...figures }: DailyFigures) => row(day, figures)), row(TOTALS_LABEL, report.totals)];
  return BYTE_ORDER_MARK + lines.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}
