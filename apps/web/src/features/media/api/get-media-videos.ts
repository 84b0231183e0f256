import { mediaVideoListResponseSchema, type MediaVideo } from '@app/contract/media';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The videos the operator set for the movie page, in the operator's order. */
export const getMediaVideosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMediaVideos: build.query<MediaVideo[], void>({
      query: () => ({ path: '/api/auth/media/videos' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? mediaVideoListResponseSchema.parse(raw) : (raw as ApiReply<typeof mediaVideoListResponseSchema>)).data,
      providesTags: ['MediaVideos'],
    }),
  }),
});

export const { useGetMediaVideosQuery } = getMediaVideosApi;
