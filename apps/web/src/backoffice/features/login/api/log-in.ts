import { adminLoginResponseSchema } from '@app/contract/admin';
import { backofficeApi } from '@/backoffice/backoffice-api';
import type { OperatorSession } from '@/backoffice/session/operator-session-storage';
import type { ApiReply } from '@/lib/api-reply';

export interface OperatorCredentials {
  username: string;
  password: string;
  /** The current 6-digit code of the operator's authenticator app; the server accepts each once. */
  totpCode: string;
}

/** `POST /api/admin/login`. Its 401 answers (wrong password, wrong code) belong to the form. */
export const logInApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    logIn: build.mutation<OperatorSession, OperatorCredentials>({
      query: (credentials) => ({ path: '/api/admin/login', method: 'POST', body: credentials, isSessionErrorExpected: true }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? adminLoginResponseSchema.parse(raw) : (raw as ApiReply<typeof adminLoginResponseSchema>)),
    }),
  }),
});

export const { useLogInMutation } = logInApi;
