import type { DailyFigures } from '@app/contract/admin-reports';

type Figure = Exclude<keyof DailyFigures, 'day'>;

/** One figure column: the money ones are satang shown in baht, the others whole counts. */
export interface ReportColumn {
  figure: Figure;
  kind: 'money' | 'count';
  label:
    | 'reports.columns.deposits'
    | 'reports.columns.depositCount'
    | 'reports.columns.withdrawals'
    | 'reports.columns.withdrawalCount'
    | 'reports.columns.bonuses'
    | 'reports.columns.grossGamingRevenue'
    | 'reports.columns.affiliateCommission'
    | 'reports.columns.lossReturn'
    | 'reports.columns.newMembers';
}

/** The table's figure columns, in the order of the CSV file's headers. */
export const REPORT_COLUMNS: readonly ReportColumn[] = [
  { figure: 'depositSatang', kind: 'money', label: 'reports.columns.deposits' },
  { figure: 'depositCount', kind: 'count', label: 'reports.columns.depositCount' },
  { figure: 'withdrawalSatang', kind: 'money', label: 'reports.columns.withdrawals' },
  { figure: 'withdrawalCount', kind: 'count', label: 'reports.columns.withdrawalCount' },
  { figure: 'bonusSatang', kind: 'money', label: 'reports.columns.bonuses' },
  { figure: 'grossGamingRevenueSatang', kind: 'money', label: 'reports.columns.grossGamingRevenue' },
  { figure: 'affiliateCommissionSatang', kind: 'money', label: 'reports.columns.affiliateCommission' },
  { figure: 'lossReturnSatang', kind: 'money', label: 'reports.columns.lossReturn' },
  { figure: 'newMembers', kind: 'count', label: 'reports.columns.newMembers' },
];

/** Whether nothing at all happened in the range, so the screen says so instead of a table of zeros. */
export function isReportEmpty(totals: Omit<DailyFigures, 'day'>): boolean {
  return REPORT_COLUMNS.every((column) => totals[column.figure] === 0);
}
