import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { LoginRequest } from '@app/contract/auth';
import { paths } from '../../../config/paths';
import { getErrorMessage, isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { storeSession } from '../../../lib/session-storage';
import { useLoginMutation } from '../api/login';
import { loginFail, loginSuccess } from '../auth-slice';

export interface LoginOutcome {
  failure: ApiFailure | null;
  message: string | null;
}

/** Logs in; on success the session is stored and the member lands on the dashboard. */
export function useLogin() {
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const submit = async (credentials: LoginRequest): Promise<LoginOutcome> => {
    try {
      const { token, user } = await login(credentials).unwrap();
      storeSession({ token, user });
      dispatch(loginSuccess(user));
      await navigate(paths.auth.dashboard, { replace: true });
      return { failure: null, message: null };
    } catch (error) {
      const message = getErrorMessage(error);
      dispatch(loginFail(message));
      return { failure: isApiFailure(error) ? error : null, message };
    }
  };

  return { submit, isLoading };
}
