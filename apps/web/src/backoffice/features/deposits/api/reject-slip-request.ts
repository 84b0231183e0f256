import { slipRequestDecisionResponseSchema, type AdminSlipRequest } from '@app/contract/admin-slips';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { slipRequestPath, type SlipRequestKey } from './approve-slip-request';
import { DEPOSIT_DECISION_INVALIDATES } from './deposit-review-path';
import type { ApiReply } from '@/lib/api-reply';

/** `POST .../slip-requests/{id}/reject`: the slip is not the member's or not real; nobody is credited. */
export const rejectSlipRequestApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    rejectSlipRequest: build.mutation<AdminSlipRequest, SlipRequestKey & { reason: string }>({
      query: ({ reason, ...key }) => ({ path: `${slipRequestPath(key)}/reject`, method: 'POST', body: { reason } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? slipRequestDecisionResponseSchema.parse(raw) : (raw as ApiReply<typeof slipRequestDecisionResponseSchema>)).data,
      invalidatesTags: [...DEPOSIT_DECISION_INVALIDATES],
    }),
  }),
});

export const { useRejectSlipRequestMutation } = rejectSlipRequestApi;
