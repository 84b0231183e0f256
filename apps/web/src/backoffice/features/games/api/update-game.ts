import { adminGameResponseSchema, type AdminGame, type updateGameRequestSchema } from '@app/contract/admin-settings';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { gamesPath } from './games-paths';
import { listGamesApi, type GamePageKey } from './list-games';
import type { ApiReply } from '@/lib/api-reply';

export type GameChanges = z.output<typeof updateGameRequestSchema>;

/**
 * `PATCH /api/admin/brands/{brandId}/games/{gameId}` (admin): enabled, hot or the sort number.
 * The page on screen shows the change at once and takes it back if the API refuses it, so a
 * switch never pretends to a state the member site does not have. The page is not fetched again:
 * the answer is the saved row.
 */
export const updateGameApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    updateGame: build.mutation<AdminGame, { page: GamePageKey; gameId: string; changes: GameChanges }>({
      query: ({ page, gameId, changes }) => ({ path: gamesPath(page.brandId, gameId), method: 'PATCH', body: changes }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? adminGameResponseSchema.parse(raw) : (raw as ApiReply<typeof adminGameResponseSchema>)).data,
      async onQueryStarted({ page, gameId, changes }, { dispatch, queryFulfilled }) {
        const replaceRow = (next: (game: AdminGame) => AdminGame) =>
          listGamesApi.util.updateQueryData('listGames', page, (draft) => {
            draft.data = draft.data.map((game) => (game.id === gameId ? next(game) : game));
          });
        const shown = dispatch(replaceRow((game) => ({ ...game, ...changes })));
        try {
          const { data: saved } = await queryFulfilled;
          dispatch(replaceRow(() => saved));
        } catch {
          shown.undo();
        }
      },
    }),
  }),
});

export const { useUpdateGameMutation } = updateGameApi;
