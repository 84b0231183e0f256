import type { ComponentType } from 'react';
import { loadThaiScreenTexts } from '../lib/i18n';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { loadConsoleScreenTexts } from './backoffice-i18n';

/**
 * A screen exported by name from its module, as a lazy component. It arrives with the console's
 * screen texts (backoffice-i18n.ts) and the member site's other Thai texts (lib/i18n.ts), which
 * the parts the console shares with it (pager, date fields) read.
 */
function lazyScreen(load: () => Promise<ComponentType<object>>) {
  return lazyWithRetry<object>(async () => ({ default: (await Promise.all([load(), loadConsoleScreenTexts(), loadThaiScreenTexts()]))[0] }));
}

/**
 * Every screen of the signed-in console is its own chunk, loaded on first visit: the login page
 * (all a signed-out operator's browser needs) then carries none of them.
 */
export const TodayPage = lazyScreen(() => import('./features/today/components/today-page').then((module) => module.TodayPage));
export const WithdrawalsPage = lazyScreen(() => import('./features/withdrawals/components/withdrawals-page').then((module) => module.WithdrawalsPage));
export const MemberSearchPage = lazyScreen(() => import('./features/members/components/member-search-page').then((module) => module.MemberSearchPage));
export const MemberDetailPage = lazyScreen(() => import('./features/members/components/member-detail-page').then((module) => module.MemberDetailPage));
export const DepositsPage = lazyScreen(() => import('./features/deposits/components/deposits-page').then((module) => module.DepositsPage));
export const BrandSettingsPage = lazyScreen(() => import('./features/settings/components/brand-settings-page').then((module) => module.BrandSettingsPage));
export const NewBrandPage = lazyScreen(() => import('./features/settings/components/new-brand-page').then((module) => module.NewBrandPage));
export const PromotionsPage = lazyScreen(() => import('./features/promotions/components/promotions-page').then((module) => module.PromotionsPage));
export const ContentPage = lazyScreen(() => import('./features/content/components/content-page').then((module) => module.ContentPage));
export const GamesPage = lazyScreen(() => import('./features/games/components/games-page').then((module) => module.GamesPage));
export const ReportsPage = lazyScreen(() => import('./features/reports/components/reports-page').then((module) => module.ReportsPage));
export const SharpRisesPage = lazyScreen(() => import('./features/player-protection/components/sharp-rises-page').then((module) => module.SharpRisesPage));
export const AuditLogPage = lazyScreen(() => import('./features/audit-log/components/audit-log-page').then((module) => module.AuditLogPage));
