import { useSelector } from 'react-redux';
import type { UserProfile } from '@app/contract/user';
import { selectCurrentUser } from '../auth-slice';

export function useCurrentUser(): UserProfile | null {
  return useSelector(selectCurrentUser);
}

/** For screens behind the member guard, where a missing user is a programming error. */
export function useMember(): UserProfile {
  const user = useCurrentUser();
  if (!user) throw new Error('useMember must be used behind the member guard');
  return user;
}
