import { adminMediaVideoResponseSchema, type AdminMediaVideo } from '@app/contract/admin-settings';
import { backofficeApi } from '@/backoffice/backoffice-api';
import type { MediaVideoFields } from './create-media-video';
import { mediaVideosPath } from './content-paths';
import type { ApiReply } from '@/lib/api-reply';

/** `PATCH .../media-videos/{videoId}` (admin, support). */
export const updateMediaVideoApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    updateMediaVideo: build.mutation<AdminMediaVideo, { brandId: string; videoId: string; fields: MediaVideoFields }>({
      query: ({ brandId, videoId, fields }) => ({ path: mediaVideosPath(brandId, videoId), method: 'PATCH', body: fields }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminMediaVideoResponseSchema.parse(raw) : (raw as ApiReply<typeof adminMediaVideoResponseSchema>)).data,
      invalidatesTags: ['Content'],
    }),
  }),
});

export const { useUpdateMediaVideoMutation } = updateMediaVideoApi;
