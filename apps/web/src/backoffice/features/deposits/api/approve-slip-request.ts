import { slipRequestDecisionResponseSchema, type AdminSlipRequest, type ApproveSlipRequestRequest } from '@app/contract/admin-slips';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandAdminPath, DEPOSIT_DECISION_INVALIDATES } from './deposit-review-path';
import type { ApiReply } from '@/lib/api-reply';

export interface SlipRequestKey {
  brandId: string;
  requestId: string;
}

export function slipRequestPath({ brandId, requestId }: SlipRequestKey): string {
  return `${brandAdminPath(brandId)}/slip-requests/${encodeURIComponent(requestId)}`;
}

/**
 * `POST .../slip-requests/{id}/approve`: the operator read the slip and found the money on the
 * brand's account; the member is credited like any deposit, once per transfer.
 */
export const approveSlipRequestApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    approveSlipRequest: build.mutation<AdminSlipRequest, SlipRequestKey & ApproveSlipRequestRequest>({
      query: ({ brandId, requestId, ...body }) => ({ path: `${slipRequestPath({ brandId, requestId })}/approve`, method: 'POST', body }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? slipRequestDecisionResponseSchema.parse(raw) : (raw as ApiReply<typeof slipRequestDecisionResponseSchema>)).data,
      invalidatesTags: [...DEPOSIT_DECISION_INVALIDATES],
    }),
  }),
});

export const { useApproveSlipRequestMutation } = approveSlipRequestApi;
