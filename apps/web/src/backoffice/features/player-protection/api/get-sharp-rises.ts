import { sharpRisesResponseSchema, type SharpRisesReport } from '@app/contract/sharp-rises';
import { backofficeApi } from '@/backoffice/backoffice-api';
import type { ApiReply } from '@/lib/api-reply';

export interface SharpRisesKey {
  brandId: string;
  /** A Bangkok day 'YYYY-MM-DD'. */
  day: string;
}

/** `GET /api/admin/brands/{brandId}/protection/sharp-rises?day`: the members whose losses or deposits rose sharply that day. */
export const getSharpRisesApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getSharpRises: build.query<SharpRisesReport, SharpRisesKey>({
      query: ({ brandId, day }) => ({ path: `/api/admin/brands/${encodeURIComponent(brandId)}/protection/sharp-rises`, query: { day } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? sharpRisesResponseSchema.parse(raw) : (raw as ApiReply<typeof sharpRisesResponseSchema>)).data,
    }),
  }),
});

export const { useGetSharpRisesQuery } = getSharpRisesApi;
