import { adminGameProviderListResponseSchema, type AdminGameProvider } from '@app/contract/admin-settings';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { gameProvidersPath } from './games-paths';
import type { ApiReply } from '@/lib/api-reply';

/** `GET /api/admin/brands/{brandId}/game-providers`: every provider with whether a secret is set, never the secret. */
export const listGameProvidersApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listGameProviders: build.query<AdminGameProvider[], string>({
      query: (brandId) => ({ path: gameProvidersPath(brandId) }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminGameProviderListResponseSchema.parse(raw) : (raw as ApiReply<typeof adminGameProviderListResponseSchema>)).data,
      providesTags: ['Games'],
    }),
  }),
});

export const { useListGameProvidersQuery } = listGameProvidersApi;
