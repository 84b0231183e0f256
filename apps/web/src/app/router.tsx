import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { Redirect } from '../components/routing/redirect';
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

/**
 * The route table of spec section 2. The root route applies the maintenance rule to every path;
 * public pages send members to /auth; /auth sends visitors to /login; anything unknown goes to /404.
 * Pathless routes with an errorElement keep the layout on screen when one page fails.
 * The operator console stands before the root route, outside the member guards and the
 * maintenance rule: operators must reach it while the site is closed for members.
 */
export const routes: RouteObject[] = [
  { path: paths.backoffice, element: <BackofficeRoute />, errorElement: <RouteError /> },
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RedirectMember />,
        children: [
          {
            element: <PublicShell />,
            children: [
              {
                element: <Outlet />,
                errorElement: <RouteError isInsideLayout />,
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
                element: <Outlet />,
                errorElement: <RouteError isInsideLayout />,
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

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router over the route table. Made before the first render, in a task of its own
 * (main.tsx): ranking some forty routes and restoring the history's state is long enough on a phone
 * to count as a task that holds up a tap.
 */
export function createAppRouter(): AppRouterInstance {
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
