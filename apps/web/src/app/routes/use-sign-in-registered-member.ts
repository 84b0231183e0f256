import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { LoginResponse } from '@app/contract/auth';
import { paths } from '@/config/paths';
import { loginSuccess } from '@/features/auth/auth-slice';
import { storeSession } from '@/lib/session-storage';

/**
 * Registration answers with a login: the new member is signed in exactly as a login does (the
 * session stored, LoginSuccess dispatched, the dashboard opened). It lives here because the
 * registration feature may not import the auth feature.
 */
export function useSignInRegisteredMember() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(
    async ({ token, user }: LoginResponse) => {
      storeSession({ token, user });
      dispatch(loginSuccess(user));
      await navigate(paths.auth.dashboard, { replace: true });
    },
    [dispatch, navigate],
  );
}
