import { adminMediaVideoListResponseSchema, type AdminMediaVideo } from '@app/contract/admin-settings';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { mediaVideosPath } from './content-paths';
import type { ApiReply } from '@/lib/api-reply';

/** `GET /api/admin/brands/{brandId}/media-videos` (admin, support): the videos of the member's media page. */
export const listMediaVideosApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listMediaVideos: build.query<AdminMediaVideo[], string>({
      query: (brandId) => ({ path: mediaVideosPath(brandId) }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminMediaVideoListResponseSchema.parse(raw) : (raw as ApiReply<typeof adminMediaVideoListResponseSchema>)).data,
      providesTags: ['Content'],
    }),
  }),
});

export const { useListMediaVideosQuery } = listMediaVideosApi;
