import { statementReviewResponseSchema } from '@app/contract/deposits';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandAdminPath, DEPOSIT_DECISION_INVALIDATES } from './deposit-review-path';
import type { ApiReply } from '@/lib/api-reply';

export type StatementReview = z.infer<typeof statementReviewResponseSchema>['data'];

export interface StatementLineKey {
  brandId: string;
  lineId: string;
}

export function statementLinePath({ brandId, lineId }: StatementLineKey): string {
  return `${brandAdminPath(brandId)}/statement-lines/${encodeURIComponent(lineId)}`;
}

/** `POST .../statement-lines/{id}/assign`: the transfer is this member's; they are credited its amount. */
export const assignStatementLineApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    assignStatementLine: build.mutation<StatementReview, StatementLineKey & { memberId: string }>({
      query: ({ memberId, ...key }) => ({ path: `${statementLinePath(key)}/assign`, method: 'POST', body: { memberId } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? statementReviewResponseSchema.parse(raw) : (raw as ApiReply<typeof statementReviewResponseSchema>)).data,
      invalidatesTags: [...DEPOSIT_DECISION_INVALIDATES],
    }),
  }),
});

export const { useAssignStatementLineMutation } = assignStatementLineApi;
