import { adminMediaVideoResponseSchema, type AdminMediaVideo, type createMediaVideoRequestSchema } from '@app/contract/admin-settings';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { mediaVideosPath } from './content-paths';
import type { ApiReply } from '@/lib/api-reply';

export type MediaVideoFields = z.output<typeof createMediaVideoRequestSchema>;

/** `POST /api/admin/brands/{brandId}/media-videos` (admin, support); the API refuses an address the member page cannot play. */
export const createMediaVideoApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    createMediaVideo: build.mutation<AdminMediaVideo, { brandId: string; fields: MediaVideoFields }>({
      query: ({ brandId, fields }) => ({ path: mediaVideosPath(brandId), method: 'POST', body: fields }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminMediaVideoResponseSchema.parse(raw) : (raw as ApiReply<typeof adminMediaVideoResponseSchema>)).data,
      invalidatesTags: ['Content'],
    }),
  }),
});

export const { useCreateMediaVideoMutation } = createMediaVideoApi;
