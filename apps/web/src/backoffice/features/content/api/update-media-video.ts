import { adminMediaVideoResponseSchema, type AdminMediaVideo } from '@app/contract/admin-settings';
import { backofficeApi } from '@/backoffice/backoffice-api';
import type { MediaVideoFields } from './create-media-video';
import { mediaVideosPath } from './content-paths';

/** `PATCH .../media-videos/{videoId}` (admin, support). */
export const updateMediaVideoApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    updateMediaVideo: build.mutation<AdminMediaVideo, { brandId: string; videoId: string; fields: MediaVideoFields }>({
      query: ({ brandId, videoId, fields }) => ({ path: mediaVideosPath(brandId, videoId), method: 'PATCH', body: fields }),
      transformResponse: (raw: unknown) => adminMediaVideoResponseSchema.parse(raw).data,
      invalidatesTags: ['Content'],
    }),
  }),
});

export const { useUpdateMediaVideoMutation } = updateMediaVideoApi;
