import { Outlet } from 'react-router';
import { Redirect } from '@/components/routing/redirect';
import { paths } from '@/config/paths';
import { useCurrentUser, useIsSessionNotReadYet } from '../hooks/use-current-user';

/**
 * Routing rule: /auth needs a member, identified by the stored profile's uuid. A member page drawn
 * before the session is read (the dashboard's frame) is drawn; the rule applies once it is read.
 */
export function RequireMember() {
  const user = useCurrentUser();
  const isSessionNotReadYet = useIsSessionNotReadYet();
  if (!user?.uuid && !isSessionNotReadYet) return <Redirect to={paths.login} replace />;
  return <Outlet />;
}
