import { gameListResponseSchema, type Game } from '@app/contract/games';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The most the list endpoint gives in one page; a brand's catalogue of house and slot games fits in it. */
const NAMES_PAGE_SIZE = 100;

/**
 * The brand's games in one request, to put names on the game codes of a member's play history.
 * A game beyond the first hundred keeps its code, which the history shows instead.
 */
export const getGameNamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGameNames: build.query<Game[], void>({
      query: () => ({ path: '/api/auth/user/game/list', method: 'POST', body: { page: 1, pageSize: NAMES_PAGE_SIZE } }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? gameListResponseSchema.parse(raw) : (raw as ApiReply<typeof gameListResponseSchema>)).data,
      providesTags: ['GameCatalogue'],
    }),
  }),
});

export const { useGetGameNamesQuery } = getGameNamesApi;
