import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import { loadThaiScreenTexts } from '../lib/i18n';
import { lazyWithRetry } from '../lib/lazy-with-retry';

/**
 * A screen beyond the landing pages: its chunk and the rest of the Thai texts arrive together
 * (lib/i18n.ts), so it never draws a text key.
 */
function withScreenTexts<Props extends object>(importer: () => Promise<{ default: ComponentType<Props> }>) {
  return lazyWithRetry(async () => (await Promise.all([importer(), loadThaiScreenTexts()]))[0]);
}

/**
 * Every screen is its own chunk, loaded on first visit and retried on a weak connection. The
 * pages a visitor lands on (home, login, the dashboard) need only the bundled texts.
 */
export const HomePage = lazyWithRetry(() => import('./routes/home'));
export const LoginPage = lazyWithRetry(() => import('./routes/login'));
export const DashboardPage = lazyWithRetry(() => import('./routes/auth/dashboard'));

/** The landing pages' chunks by path, for app/start-early.ts to fetch while the app starts. */
export const landingPageLoaders: Readonly<Record<string, () => Promise<unknown>>> = {
  [paths.home]: HomePage.preload,
  [paths.login]: LoginPage.preload,
  [paths.auth.root]: DashboardPage.preload,
  [paths.auth.dashboard]: DashboardPage.preload,
};
export const RegisterPage = withScreenTexts(() => import('./routes/register'));
export const RegisterAffiliatePage = withScreenTexts(() => import('./routes/register-affiliate'));
export const ContactPage = withScreenTexts(() => import('./routes/contact'));
export const LiveScorePage = withScreenTexts(() => import('./routes/live-score'));
export const ScorePage = withScreenTexts(() => import('./routes/score'));
export const PromotionPage = withScreenTexts(() => import('./routes/promotion'));
export const DemoPage = withScreenTexts(() => import('./routes/demo'));
export const MaintenancePage = withScreenTexts(() => import('./routes/maintenance'));
export const NotFoundPage = withScreenTexts(() => import('./routes/not-found'));

export const DepositPage = withScreenTexts(() => import('./routes/auth/deposit'));
export const DepositSlipPage = withScreenTexts(() => import('./routes/auth/deposit-slip'));
export const WithdrawPage = withScreenTexts(() => import('./routes/auth/withdraw'));
export const AffiliatePage = withScreenTexts(() => import('./routes/auth/affiliate'));
export const WinLostPage = withScreenTexts(() => import('./routes/auth/win-lost'));
export const TransactionHistoryPage = withScreenTexts(() => import('./routes/auth/transaction-history'));
export const RewardPage = withScreenTexts(() => import('./routes/auth/reward'));
export const RewardCategoryPage = withScreenTexts(() => import('./routes/auth/reward-category'));
export const ChangePasswordPage = withScreenTexts(() => import('./routes/auth/change-password'));
export const ResponsibleGamingPage = withScreenTexts(() => import('./routes/auth/responsible-gaming'));
export const ActivityStatementPage = withScreenTexts(() => import('./routes/auth/activity-statement'));
export const ManageAddressPage = withScreenTexts(() => import('./routes/auth/manage-address'));
export const RankingPage = withScreenTexts(() => import('./routes/auth/ranking'));
export const MemberContactPage = withScreenTexts(() => import('./routes/auth/contact'));
export const MediaPage = withScreenTexts(() => import('./routes/auth/media'));
export const MediaWheelPage = withScreenTexts(() => import('./routes/auth/media-wheel'));
export const MediaMoviePage = withScreenTexts(() => import('./routes/auth/media-movie'));
export const MediaFlipCardPage = withScreenTexts(() => import('./routes/auth/media-flip-card'));
export const MediaPromotionPage = withScreenTexts(() => import('./routes/auth/media-promotion'));
export const GamesCategoryPage = withScreenTexts(() => import('./routes/auth/games-category'));
export const GamePage = withScreenTexts(() => import('./routes/auth/game'));

/** The operator console, the only import of src/backoffice: members never download it. */
/**
 * The console: its chunk and its texts in the operator's language, asked for together. Its login
 * page needs none of the member screens' texts; its other screens bring them
 * (backoffice/console-screens.ts).
 */
export const BackofficeApp = lazyWithRetry(async () => {
  const [app] = await Promise.all([
    import('../backoffice/backoffice-app'),
    import('../backoffice/backoffice-i18n').then((texts) => texts.showConsoleIn(texts.readConsoleLanguage())),
  ]);
  return app;
});

export const PlayHousePage = withScreenTexts(() => import('./routes/play-house'));
export const PlayHouseVerifyPage = withScreenTexts(() => import('./routes/play-house-verify'));
