import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import { storeUser } from '@/lib/session-storage';
import { useGetUserDetailQuery } from '../api/get-user-detail';
import { getCurrentUser } from '../auth-slice';

/**
 * Re-reads the member's profile when the member area opens. This keeps the stored 'imiUser' fresh
 * and, because a dead token answers 401, also ends a session that expired while the tab slept.
 */
export function useProfileRefresh(uuid: string | null): void {
  const dispatch = useDispatch();
  const { data: profile } = useGetUserDetailQuery(uuid ?? skipToken);

  useEffect(() => {
    if (!profile) return;
    storeUser(profile);
    dispatch(getCurrentUser(profile));
  }, [profile, dispatch]);
}
