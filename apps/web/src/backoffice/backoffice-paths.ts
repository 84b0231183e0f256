/**
 * The console's own screens. The app router sends every /backoffice/* path to the console's
 * chunk, whose route table (backoffice-routes.tsx) matches the part after /backoffice/.
 */
export const backofficePaths = {
  root: '/backoffice',
  login: '/backoffice/login',
  today: '/backoffice/today',
  withdrawals: '/backoffice/withdrawals',
  auditLog: '/backoffice/audit-log',
  deposits: '/backoffice/deposits',
  settings: '/backoffice/settings',
  newBrand: '/backoffice/settings/new-brand',
  promotions: '/backoffice/promotions',
  content: '/backoffice/content',
  games: '/backoffice/games',
  reports: '/backoffice/reports',
  sharpRises: '/backoffice/sharp-rises',
} as const;

/** A queue of the withdrawal screen opened on one status, such as the failed payouts. */
export function buildWithdrawalsPath(status: string): string {
  return `${backofficePaths.withdrawals}?${new URLSearchParams({ status }).toString()}`;
}
