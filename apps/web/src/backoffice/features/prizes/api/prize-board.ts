import { adminPrizeBoardResponseSchema, type AdminPrizeBoard } from '@app/contract/admin-loyalty';
import type { PrizeGame } from '@app/contract/rewards/prize-draws';
import { backofficeApi } from '@/backoffice/backoffice-api';

export interface PrizeBoardKey {
  brandId: string;
  game: PrizeGame;
}

export function prizesPath(brandId: string): string {
  return `/api/admin/brands/${encodeURIComponent(brandId)}/prizes`;
}

/** One game's board; every write answers the whole board, since one weight moves every probability. */
export function prizeBoardTag(game: PrizeGame) {
  return { type: 'Promotions', id: `prizes-${game}` } as const;
}

/** Every write of a prize option answers the game's new board. */
export function parsePrizeBoard(raw: unknown): AdminPrizeBoard {
  return adminPrizeBoardResponseSchema.parse(raw).data;
}

/** `GET /api/admin/brands/{brandId}/prizes?game=`: the options with weights and the API's probabilities. */
export const getPrizeBoardApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getPrizeBoard: build.query<AdminPrizeBoard, PrizeBoardKey>({
      query: ({ brandId, game }) => ({ path: prizesPath(brandId), query: { game } }),
      transformResponse: parsePrizeBoard,
      providesTags: (_board, _error, { game }) => [prizeBoardTag(game)],
    }),
  }),
});

export const { useGetPrizeBoardQuery } = getPrizeBoardApi;
