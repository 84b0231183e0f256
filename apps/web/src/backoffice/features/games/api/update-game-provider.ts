import { adminGameProviderResponseSchema, type AdminGameProvider, type updateGameProviderRequestSchema } from '@app/contract/admin-settings';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { gameProvidersPath } from './games-paths';
import type { ApiReply } from '@/lib/api-reply';

/** `PATCH .../game-providers/{providerId}` (admin): a `secret` replaces the stored one; without it the secret stays. */
export const updateGameProviderApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    updateGameProvider: build.mutation<AdminGameProvider, { brandId: string; providerId: string; fields: z.output<typeof updateGameProviderRequestSchema> }>({
      query: ({ brandId, providerId, fields }) => ({ path: gameProvidersPath(brandId, providerId), method: 'PATCH', body: fields }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminGameProviderResponseSchema.parse(raw) : (raw as ApiReply<typeof adminGameProviderResponseSchema>)).data,
      invalidatesTags: ['Games'],
    }),
  }),
});

export const { useUpdateGameProviderMutation } = updateGameProviderApi;
