import { changePasswordResponseSchema, type ChangePasswordRequest } from '@app/contract/auth';
import type { z } from 'zod';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** What the server answers: how many of the member's other sessions it ended. */
export type PasswordChangeReceipt = z.infer<typeof changePasswordResponseSchema>['data'];

export interface PasswordChange extends ChangePasswordRequest {
  /** The member's own profile uuid; the server refuses any other. */
  memberUuid: string;
}

/**
 * Changes the signed-in member's password. The session that sends it stays valid, so nothing in
 * the store changes; every other session of the member ends on the server.
 */
export const changePasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<PasswordChangeReceipt, PasswordChange>({
      query: ({ memberUuid, ...change }) => ({
        path: `/api/auth/user/change-password/${encodeURIComponent(memberUuid)}`,
        method: 'POST',
        body: change,
      }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? changePasswordResponseSchema.parse(raw) : (raw as ApiReply<typeof changePasswordResponseSchema>)).data,
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
