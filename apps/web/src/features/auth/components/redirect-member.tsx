import { Outlet } from 'react-router';
import { Redirect } from '@/components/routing/redirect';
import { paths } from '@/config/paths';
import { useCurrentUser } from '../hooks/use-current-user';

/** Routing rule: a logged-in member who opens a public page is sent to the member area. */
export function RedirectMember() {
  const user = useCurrentUser();
  if (user?.uuid) return <Redirect to={paths.auth.root} replace />;
  return <Outlet />;
}
