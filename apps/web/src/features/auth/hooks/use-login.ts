import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { LoginRequest } from '@app/contract/auth';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiFailure, type ApiFailure } from '@/lib/api-client';
import { forgetPreviousLogin, rememberPreviousLogin } from '@/lib/previous-login';
import { storeSession } from '@/lib/session-storage';
import { useLoginMutation } from '../api/login';
import type { LoginActions } from '../login-actions';

export interface LoginOutcome {
  failure: ApiFailure | null;
  message: string | null;
}

/**
 * Logs in; on success the session is stored and the member lands on the dashboard. The outcome is
 * reported with the given pair of actions, so the store records where the member logged in.
 */
export function useLogin(actions: LoginActions) {
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const submit = async (credentials: LoginRequest): Promise<LoginOutcome> => {
    try {
      const { token, user, previousLoginAt } = await login(credentials).unwrap();
      storeSession({ token, user });
      // A server that does not tell it (an older one) leaves nothing to show, rather than "first login".
      if (previousLoginAt === undefined) forgetPreviousLogin();
      else rememberPreviousLogin(previousLoginAt);
      dispatch(actions.succeed(user));
      await navigate(paths.auth.dashboard, { replace: true });
      return { failure: null, message: null };
    } catch (error) {
      const message = getErrorMessage(error);
      dispatch(actions.fail(message));
      return { failure: isApiFailure(error) ? error : null, message };
    }
  };

  return { submit, isLoading };
}
