import { adminStatementLineListResponseSchema } from '@app/contract/deposits';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandAdminPath } from './deposit-review-path';
import type { ApiReply } from '@/lib/api-reply';

export type AdminStatementLine = z.infer<typeof adminStatementLineListResponseSchema>['data'][number];

/**
 * The states a line waits for an operator in: no member's account matched, more than one did, or
 * the one member it names set a deposit limit it would pass (held).
 */
export type QueuedLineStatus = 'unmatched' | 'ambiguous' | 'held';

/** `GET /api/admin/brands/{brandId}/statement-lines?status=`: one status of the brand's lines, oldest first, at most 200. */
export const listStatementLinesApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listStatementLines: build.query<AdminStatementLine[], { brandId: string; status: QueuedLineStatus }>({
      query: ({ brandId, status }) => ({ path: `${brandAdminPath(brandId)}/statement-lines`, query: { status } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminStatementLineListResponseSchema.parse(raw) : (raw as ApiReply<typeof adminStatementLineListResponseSchema>)).data,
      providesTags: ['Deposits'],
    }),
  }),
});

export const { useListStatementLinesQuery } = listStatementLinesApi;
