import { adminGameProviderResponseSchema, type AdminGameProvider, type createGameProviderRequestSchema } from '@app/contract/admin-settings';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { gameProvidersPath } from './games-paths';
import type { ApiReply } from '@/lib/api-reply';

/** `POST /api/admin/brands/{brandId}/game-providers` (admin): a code the brand already has is refused (PROVIDER_CODE_TAKEN). */
export const createGameProviderApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    createGameProvider: build.mutation<AdminGameProvider, { brandId: string; fields: z.output<typeof createGameProviderRequestSchema> }>({
      query: ({ brandId, fields }) => ({ path: gameProvidersPath(brandId), method: 'POST', body: fields }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminGameProviderResponseSchema.parse(raw) : (raw as ApiReply<typeof adminGameProviderResponseSchema>)).data,
      invalidatesTags: ['Games'],
    }),
  }),
});

export const { useCreateGameProviderMutation } = createGameProviderApi;
