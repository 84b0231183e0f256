import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import { SplashScreen } from '../components/ui/splash-screen';
import { readConsoleLanguage, showConsoleIn } from './backoffice-i18n';
import { backofficePaths } from './backoffice-paths';
import { backofficeRoutes } from './backoffice-routes';
import { ConsoleLayout } from './components/console-layout';
import { ConsoleNotice } from './components/console-notice';
import { RequireOperator } from './components/require-operator';
import { RequireRole } from './components/require-role';
import { LoginPage } from './features/login/components/login-page';
import { consoleOpened } from './install-backoffice-store';

function ConsoleNotFound() {
  const { t } = useTranslation('backoffice');
  return (
    <ConsoleNotice
      title={t('access.notFoundTitle')}
      action={
        <ButtonLink to={backofficePaths.today} variant="secondary">
          {t('access.backToToday')}
        </ButtonLink>
      }
    />
  );
}

/** The console's routes under /backoffice/: the login on its own, every other screen behind the session. */
const consoleRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  {
    element: <RequireOperator />,
    children: [
      {
        element: <ConsoleLayout />,
        children: [
          { index: true, element: <Navigate to={backofficePaths.today} replace /> },
          ...backofficeRoutes.map((route) => ({ path: route.path, element: <RequireRole roles={route.roles}>{route.element}</RequireRole> })),
          { path: '*', element: <ConsoleNotFound /> },
        ],
      },
    ],
  },
];

/**
 * The operator console: one lazy chunk, loaded only at /backoffice/*, outside the member guards
 * and the maintenance rule. Its slices join the store when the chunk loads; one action then gives
 * them their state before any screen reads it.
 */
export default function BackofficeApp() {
  const store = useStore();
  const [isReady, setIsReady] = useState(false);
  const element = useRoutes(consoleRoutes);

  useEffect(() => {
    store.dispatch(consoleOpened());
    // On the first opening the texts are in already (app/pages.ts loads them with this chunk); on a
    // later one in the same visit, another tab may have changed the operator's language. A lost
    // request leaves the console in the language it is in.
    let isCurrent = true;
    void showConsoleIn(readConsoleLanguage())
      .catch(() => undefined)
      .then(() => {
        if (isCurrent) setIsReady(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [store]);

  return isReady ? element : <SplashScreen />;
}
