import { useSelector } from 'react-redux';
import type { UserProfile } from '@app/contract/user';
import { selectCurrentUser, selectIsSessionNotReadYet } from '../auth-slice';

export function useCurrentUser(): UserProfile | null {
  return useSelector(selectCurrentUser);
}

/**
 * True while a member page is drawn before its session is read (auth-slice.ts): the server's
 * drawing of the dashboard's frame, and the browser's first render of it. The member's parts are
 * then drawn as placeholders and ask for nothing.
 */
export function useIsSessionNotReadYet(): boolean {
  return useSelector(selectIsSessionNotReadYet);
}

/** For screens behind the member guard, where a missing user is a programming error. */
export function useMember(): UserProfile {
  const user = useCurrentUser();
  if (!user) throw new Error('useMember must be used behind the member guard');
  return user;
}
