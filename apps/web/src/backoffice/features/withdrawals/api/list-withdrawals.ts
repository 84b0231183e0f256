import { adminWithdrawalListResponseSchema, type WithdrawalStatus } from '@app/contract/withdrawals';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import type { ApiReply } from '@/lib/api-reply';

export type AdminWithdrawal = z.infer<typeof adminWithdrawalListResponseSchema>['data'][number];

export interface WithdrawalQueueKey {
  brandId: string;
  status: WithdrawalStatus;
}

/** `GET /api/admin/brands/{brandId}/withdrawals?status=`: one status of the brand's withdrawals, at most 200. */
export const listWithdrawalsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listWithdrawals: build.query<AdminWithdrawal[], WithdrawalQueueKey>({
      query: ({ brandId, status }) => ({ path: `/api/admin/brands/${encodeURIComponent(brandId)}/withdrawals`, query: { status } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminWithdrawalListResponseSchema.parse(raw) : (raw as ApiReply<typeof adminWithdrawalListResponseSchema>)).data,
      providesTags: ['Withdrawals'],
    }),
  }),
});

export const { useListWithdrawalsQuery } = listWithdrawalsApi;
