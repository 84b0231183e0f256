import { adminGameProviderListResponseSchema, type AdminGameProvider } from '@app/contract/admin-settings';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { gameProvidersPath } from './games-paths';

/** `GET /api/admin/brands/{brandId}/game-providers`: every provider with whether a secret is set, never the secret. */
export const listGameProvidersApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listGameProviders: build.query<AdminGameProvider[], string>({
      query: (brandId) => ({ path: gameProvidersPath(brandId) }),
      transformResponse: (raw: unknown) => adminGameProviderListResponseSchema.parse(raw).data,
      providesTags: ['Games'],
    }),
  }),
});

export const { useListGameProvidersQuery } = listGameProvidersApi;
