import { lazyWithRetry } from '../lib/lazy-with-retry';

/** Every screen is its own chunk, loaded on first visit and retried on a weak connection. */
export const HomePage = lazyWithRetry(() => import('./routes/home'));
export const LoginPage = lazyWithRetry(() => import('./routes/login'));
export const RegisterPage = lazyWithRetry(() => import('./routes/register'));
export const RegisterAffiliatePage = lazyWithRetry(() => import('./routes/register-affiliate'));
export const ContactPage = lazyWithRetry(() => import('./routes/contact'));
export const LiveScorePage = lazyWithRetry(() => import('./routes/live-score'));
export const ScorePage = lazyWithRetry(() => import('./routes/score'));
export const PromotionPage = lazyWithRetry(() => import('./routes/promotion'));
export const DemoPage = lazyWithRetry(() => import('./routes/demo'));
export const MaintenancePage = lazyWithRetry(() => import('./routes/maintenance'));
export const NotFoundPage = lazyWithRetry(() => import('./routes/not-found'));

export const DashboardPage = lazyWithRetry(() => import('./routes/auth/dashboard'));
export const DepositPage = lazyWithRetry(() => import('./routes/auth/deposit'));
export const DepositSlipPage = lazyWithRetry(() => import('./routes/auth/deposit-slip'));
export const WithdrawPage = lazyWithRetry(() => import('./routes/auth/withdraw'));
export const AffiliatePage = lazyWithRetry(() => import('./routes/auth/affiliate'));
export const WinLostPage = lazyWithRetry(() => import('./routes/auth/win-lost'));
export const TransactionHistoryPage = lazyWithRetry(() => import('./routes/auth/transaction-history'));
export const RewardPage = lazyWithRetry(() => import('./routes/auth/reward'));
export const RewardCategoryPage = lazyWithRetry(() => import('./routes/auth/reward-category'));
export const ChangePasswordPage = lazyWithRetry(() => import('./routes/auth/change-password'));
export const ManageAddressPage = lazyWithRetry(() => import('./routes/auth/manage-address'));
export const RankingPage = lazyWithRetry(() => import('./routes/auth/ranking'));
export const MemberContactPage = lazyWithRetry(() => import('./routes/auth/contact'));
export const MediaPage = lazyWithRetry(() => import('./routes/auth/media'));
export const MediaWheelPage = lazyWithRetry(() => import('./routes/auth/media-wheel'));
export const MediaMoviePage = lazyWithRetry(() => import('./routes/auth/media-movie'));
export const MediaFlipCardPage = lazyWithRetry(() => import('./routes/auth/media-flip-card'));
export const MediaPromotionPage = lazyWithRetry(() => import('./routes/auth/media-promotion'));
export const GamesCategoryPage = lazyWithRetry(() => import('./routes/auth/games-category'));
export const GamePage = lazyWithRetry(() => import('./routes/auth/game'));

/** The operator console, the only import of src/backoffice: members never download it. */
export const BackofficeApp = lazyWithRetry(() => import('../backoffice/backoffice-app'));

export const PlayHousePage = lazyWithRetry(() => import('./routes/play-house'));
export const PlayHouseVerifyPage = lazyWithRetry(() => import('./routes/play-house-verify'));
