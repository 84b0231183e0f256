import { adminMediaVideoListResponseSchema, type AdminMediaVideo } from '@app/contract/admin-settings';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { mediaVideosPath } from './content-paths';

/** `GET /api/admin/brands/{brandId}/media-videos` (admin, support): the videos of the member's media page. */
export const listMediaVideosApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listMediaVideos: build.query<AdminMediaVideo[], string>({
      query: (brandId) => ({ path: mediaVideosPath(brandId) }),
      transformResponse: (raw: unknown) => adminMediaVideoListResponseSchema.parse(raw).data,
      providesTags: ['Content'],
    }),
  }),
});

export const { useListMediaVideosQuery } = listMediaVideosApi;
