import type { ReactNode } from 'react';
import type { OperatorRole } from '@app/contract/admin';
import {
  AuditLogPage,
  BrandSettingsPage,
  ContentPage,
  DepositsPage,
  GamesPage,
  MemberDetailPage,
  MemberSearchPage,
  NewBrandPage,
  PromotionsPage,
  ReportsPage,
  SharpRisesPage,
  TodayPage,
  WithdrawalsPage,
} from './console-screens';
import { ADMIN_AND_FINANCE, ADMIN_ONLY, EVERY_ROLE } from './session/operator-roles';

export interface BackofficeRoute {
  /** Relative to /backoffice/ (the console's router matches what follows it), such as 'withdrawals'. */
  path: string;
  element: ReactNode;
  /**
   * The roles that may open the screen; the others get a "not allowed" notice. The API refuses
   * them too. Give the screen's item in nav-items.ts the same roles.
   */
  roles: readonly OperatorRole[];
}

/**
 * Every screen of the signed-in console. Each is drawn inside the console layout (menu, brand
 * picker, operator) once the operator is signed in; the login screen is outside this table.
 */
export const backofficeRoutes: readonly BackofficeRoute[] = [
  { path: 'today', element: <TodayPage />, roles: EVERY_ROLE },
  { path: 'withdrawals', element: <WithdrawalsPage />, roles: EVERY_ROLE },
  { path: 'members', element: <MemberSearchPage />, roles: EVERY_ROLE },
  { path: 'members/:memberId', element: <MemberDetailPage />, roles: EVERY_ROLE },
  { path: 'deposits', element: <DepositsPage />, roles: EVERY_ROLE },
  { path: 'settings', element: <BrandSettingsPage />, roles: ADMIN_ONLY },
  { path: 'settings/new-brand', element: <NewBrandPage />, roles: ADMIN_ONLY },
  { path: 'promotions', element: <PromotionsPage />, roles: EVERY_ROLE },
  { path: 'content', element: <ContentPage />, roles: EVERY_ROLE },
  { path: 'games', element: <GamesPage />, roles: ADMIN_ONLY },
  { path: 'reports', element: <ReportsPage />, roles: ADMIN_AND_FINANCE },
  { path: 'sharp-rises', element: <SharpRisesPage />, roles: EVERY_ROLE },
  { path: 'audit-log', element: <AuditLogPage />, roles: ADMIN_ONLY },
];
