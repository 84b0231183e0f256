import { playStateResponseSchema, type playStateSchema } from '@app/contract/house-games/api';
import type { z } from 'zod';
import { baseApi } from '../../../lib/base-api';
import { playRequest } from './play-request';

export type PlayState = z.infer<typeof playStateSchema>;

/** The balance, seeds, open hi-lo round and next spin time of a play session; a reload resumes from it. */
export const getPlayStateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlayState: build.query<PlayState, string>({
      query: (playToken) => playRequest(playToken, { path: '/api/house/state' }),
      transformResponse: (raw: unknown) => playStateResponseSchema.parse(raw).data,
      providesTags: ['HousePlay'],
    }),
  }),
});

export const { useGetPlayStateQuery } = getPlayStateApi;
