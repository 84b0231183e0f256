import { BrowserRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { Redirect } from '../components/routing/redirect';
import { RouteErrorBoundary } from '../components/routing/route-error-boundary';
import { paths } from '../config/paths';
import { RedirectMember } from '../features/auth/components/redirect-member';
import { RequireMember } from '../features/auth/components/require-member';
import * as Pages from './pages';
import { BackofficeRoute } from './routes/backoffice-route';
import { MemberShell } from './routes/member-shell';
import { PublicShell } from './routes/public-shell';
import { RootRoute } from './routes/root-route';
import { RouteError } from './routes/route-error';

const toNotFound = <Redirect to={paths.notFound} replace />;

/** The pages of a layout: one that fails to render is replaced by the error screen, inside the layout. */
const pagesInLayout = (
  <RouteErrorBoundary fallback={<RouteError isInsideLayout />}>
    <Outlet />
  </RouteErrorBoundary>
);

/**
 * The route table of spec section 2. The root route applies the maintenance rule to every path;
 * public pages send members to /auth; /auth sends visitors to /login; anything unknown goes to /404.
 * The pathless routes around the pages keep the layout on screen when one page fails.
 * The operator console stands before the root route, outside the member guards and the
 * maintenance rule: operators must reach it while the site is closed for members.
 */
export const routes: RouteObject[] = [
  {
    path: paths.backoffice,
    element: (
      <RouteErrorBoundary fallback={<RouteError />}>
        <BackofficeRoute />
      </RouteErrorBoundary>
    ),
  },
  {
    element: (
      <RouteErrorBoundary fallback={<RouteError />}>
        <RootRoute />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <RedirectMember />,
        children: [
          {
            element: <PublicShell />,
            children: [
              {
                element: pagesInLayout,
                children: [
                  { path: paths.home, element: <Pages.HomePage /> },
                  { path: paths.login, element: <Pages.LoginPage /> },
                  { path: paths.register, element: <Pages.RegisterPage /> },
                  { path: paths.registerTeam, element: <Pages.RegisterPage /> },
                  { path: paths.registerTeamAlternate, element: <Pages.RegisterPage /> },
                  { path: paths.registerAffiliate, element: <Pages.RegisterAffiliatePage /> },
                  { path: paths.contact, element: <Pages.ContactPage /> },
                  { path: paths.liveScore, element: <Pages.LiveScorePage /> },
                  { path: paths.score, element: <Pages.ScorePage /> },
                  { path: paths.promotion, element: <Pages.PromotionPage /> },
                  { path: paths.demo, element: <Pages.DemoPage /> },
                ],
              },
            ],
          },
        ],
      },
      { path: paths.maintenance, element: <Pages.MaintenancePage /> },
      { path: paths.notFound, element: <Pages.NotFoundPage /> },
      // The house games stand outside both guards: the play token, not the member session, opens a
      // game, and the verifier is for anyone holding a round's seeds.
      { path: paths.play.house, element: <Pages.PlayHousePage /> },
      { path: paths.play.houseVerify, element: <Pages.PlayHouseVerifyPage /> },
      {
        path: paths.auth.root,
        element: <RequireMember />,
        children: [
          {
            element: <MemberShell />,
            children: [
              {
                element: pagesInLayout,
                children: [
                  { index: true, element: <Redirect to={paths.auth.dashboard} replace /> },
                  { path: paths.auth.dashboard, element: <Pages.DashboardPage /> },
                  { path: paths.auth.deposit, element: <Pages.DepositPage /> },
                  { path: paths.auth.depositSlip, element: <Pages.DepositSlipPage /> },
                  { path: paths.auth.withdraw, element: <Pages.WithdrawPage /> },
                  { path: paths.auth.affiliate, element: <Pages.AffiliatePage /> },
                  { path: paths.auth.winLost, element: <Pages.WinLostPage /> },
                  { path: paths.auth.transactionHistory, element: <Pages.TransactionHistoryPage /> },
                  { path: paths.auth.reward, element: <Pages.RewardPage /> },
                  { path: paths.auth.rewardCategory, element: <Pages.RewardCategoryPage /> },
                  { path: paths.auth.changePassword, element: <Pages.ChangePasswordPage /> },
                  { path: paths.auth.responsibleGaming, element: <Pages.ResponsibleGamingPage /> },
                  { path: paths.auth.activityStatement, element: <Pages.ActivityStatementPage /> },
                  { path: paths.auth.manageAddress, element: <Pages.ManageAddressPage /> },
                  { path: paths.auth.ranking, element: <Pages.RankingPage /> },
                  { path: paths.auth.contact, element: <Pages.MemberContactPage /> },
                  { path: paths.auth.media, element: <Pages.MediaPage /> },
                  { path: paths.auth.mediaWheel, element: <Pages.MediaWheelPage /> },
                  { path: paths.auth.mediaMovie, element: <Pages.MediaMoviePage /> },
                  { path: paths.auth.mediaFlipCard, element: <Pages.MediaFlipCardPage /> },
                  { path: paths.auth.mediaPromotion, element: <Pages.MediaPromotionPage /> },
                  { path: paths.auth.gamesCategory, element: <Pages.GamesCategoryPage /> },
                  { path: paths.auth.game, element: <Pages.GamePage /> },
                  { path: '*', element: toNotFound },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: toNotFound },
    ],
  },
];

/** The page for the current address, from the route table. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The browser's router over the route table, in React Router's declarative mode: the app loads no
 * data through the router (RTK Query does), and the data mode's router was 15 KB of every first
 * load (docs/decisions.md, "The router in declarative mode").
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
