import { adminGameListResponseSchema } from '@app/contract/admin-settings';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { gamesPath } from './games-paths';
import type { ApiReply } from '@/lib/api-reply';

export type AdminGamePage = z.infer<typeof adminGameListResponseSchema>;

export interface GamePageKey {
  brandId: string;
  /** Part of a game's name or code; empty for every game. */
  q: string;
  /** Null for every provider. */
  providerId: string | null;
  /** Empty for every category. */
  category: string;
  page: number;
}

/** Rows a page: enough to scan on a desktop without the table growing past a few screens. */
export const GAME_PAGE_SIZE = 50;

/** `GET /api/admin/brands/{brandId}/games?q=&providerId=&category=&page=`: one page of the catalogue, enabled or not. */
export const listGamesApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listGames: build.query<AdminGamePage, GamePageKey>({
      query: ({ brandId, q, providerId, category, page }) => ({
        path: gamesPath(brandId),
        query: {
          page: String(page),
          pageSize: String(GAME_PAGE_SIZE),
          ...(q ? { q } : {}),
          ...(providerId ? { providerId } : {}),
          ...(category ? { category } : {}),
        },
      }),
      transformResponse: (raw: unknown) =>
        import.meta.env.DEV ? adminGameListResponseSchema.parse(raw) : (raw as ApiReply<typeof adminGameListResponseSchema>),
      providesTags: ['Games'],
    }),
  }),
});

export const { useListGamesQuery } = listGamesApi;
