import { backofficeApi } from '@/backoffice/backoffice-api';
import { mediaVideosPath } from './content-paths';

/** `DELETE .../media-videos/{videoId}` (admin, support). */
export const deleteMediaVideoApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    deleteMediaVideo: build.mutation<null, { brandId: string; videoId: string }>({
      query: ({ brandId, videoId }) => ({ path: mediaVideosPath(brandId, videoId), method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: ['Content'],
    }),
  }),
});

export const { useDeleteMediaVideoMutation } = deleteMediaVideoApi;
