import { gameProviderListResponseSchema } from '@app/contract/games';
import { baseApi } from '@/lib/base-api';

/** A game provider the brand has switched on; its slots have their own page (/auth/games/slot/{code}). */
export type GameProvider = ReturnType<typeof gameProviderListResponseSchema.parse>['data'][number];

export const getGameProvidersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGameProviders: build.query<GameProvider[], void>({
      query: () => ({ path: '/api/auth/game/providers' }),
      transformResponse: (raw: unknown) => gameProviderListResponseSchema.parse(raw).data,
      providesTags: ['GameCatalogue'],
    }),
  }),
});

export const { useGetGameProvidersQuery } = getGameProvidersApi;
