import { gameProviderListResponseSchema } from '@app/contract/games';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** A game provider the brand has switched on; its slots have their own page (/auth/games/slot/{code}). */
export type GameProvider = ReturnType<typeof gameProviderListResponseSchema.parse>['data'][number];

export const getGameProvidersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGameProviders: build.query<GameProvider[], void>({
      query: () => ({ path: '/api/auth/game/providers' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? gameProviderListResponseSchema.parse(raw) : (raw as ApiReply<typeof gameProviderListResponseSchema>)).data,
      providesTags: ['GameCatalogue'],
    }),
  }),
});

export const { useGetGameProvidersQuery } = getGameProvidersApi;
