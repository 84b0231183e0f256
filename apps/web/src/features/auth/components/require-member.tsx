import { Outlet } from 'react-router';
import { Redirect } from '@/components/routing/redirect';
import { paths } from '@/config/paths';
import { useCurrentUser } from '../hooks/use-current-user';

/** Routing rule: /auth needs a member, identified by the stored profile's uuid. */
export function RequireMember() {
  const user = useCurrentUser();
  if (!user?.uuid) return <Redirect to={paths.login} replace />;
  return <Outlet />;
}
