import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { sendApiRequest, type ApiFailure, type ApiRequest } from '../lib/api-client';
import { operatorSessionExpired } from './session/operator-session-slice';
import { clearStoredOperatorSession, readStoredOperatorSession } from './session/operator-session-storage';

export interface BackofficeRequest extends ApiRequest {
  /**
   * Set on a call every role may make (the brand list): a 403 there means the server does not
   * know the token as an operator's at all, so the session is over, not merely out of reach.
   */
  isSessionCheck?: boolean;
}

/**
 * Whether a refusal ends the operator's session. A plain 403 elsewhere is a role or IP refusal
 * that the screen shows; the operator stays signed in.
 */
export function endsOperatorSession(failure: ApiFailure, request: BackofficeRequest): boolean {
  if (request.isSessionErrorExpected) return false;
  if (failure.status === 401 || failure.code === 'ACCOUNT_DISABLED') return true;
  return failure.status === 403 && request.isSessionCheck === true;
}

/**
 * The console's HTTP base: the shared client (headers, time-out, error shape) with the
 * operator's bearer token instead of the member's. Its refusals touch only the operator session;
 * none of the member site's session or banner rules apply here.
 */
export const backofficeBaseQuery: BaseQueryFn<BackofficeRequest, unknown, ApiFailure> = async (request, api) => {
  const token = readStoredOperatorSession()?.token;
  const result = await sendApiRequest(
    {
      ...request,
      isMemberTokenOmitted: true,
      headers: token ? { ...request.headers, Authorization: `Bearer ${token}` } : request.headers,
    },
    { signal: api.signal },
  );
  if (result.ok) return { data: result.data };
  if (endsOperatorSession(result.failure, request)) {
    clearStoredOperatorSession();
    api.dispatch(operatorSessionExpired());
  }
  return { error: result.failure };
};
