import { Navigate, Outlet, useLocation } from 'react-router';
import { backofficePaths } from '../backoffice-paths';
import { useOperatorSession } from '../session/use-operator';

/** Where the login screen sends the operator back to once they are signed in. */
export interface LoginRedirectState {
  from: string;
}

/** The console's screens need an operator session; without one the operator goes to the console's login. */
export function RequireOperator() {
  const session = useOperatorSession();
  const location = useLocation();
  if (!session) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={backofficePaths.login} replace state={state} />;
  }
  return <Outlet />;
}
