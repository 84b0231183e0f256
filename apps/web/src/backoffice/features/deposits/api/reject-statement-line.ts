import { statementReviewResponseSchema } from '@app/contract/deposits';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { statementLinePath, type StatementLineKey, type StatementReview } from './assign-statement-line';
import { DEPOSIT_DECISION_INVALIDATES } from './deposit-review-path';
import type { ApiReply } from '@/lib/api-reply';

/** `POST .../statement-lines/{id}/reject`: the transfer belongs to no member; it is refunded at the bank. */
export const rejectStatementLineApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    rejectStatementLine: build.mutation<StatementReview, StatementLineKey & { reason: string }>({
      query: ({ reason, ...key }) => ({ path: `${statementLinePath(key)}/reject`, method: 'POST', body: { reason } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? statementReviewResponseSchema.parse(raw) : (raw as ApiReply<typeof statementReviewResponseSchema>)).data,
      invalidatesTags: [...DEPOSIT_DECISION_INVALIDATES],
    }),
  }),
});

export const { useRejectStatementLineMutation } = rejectStatementLineApi;
