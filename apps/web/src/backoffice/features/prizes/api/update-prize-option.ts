import type { AdminPrizeBoard, updatePrizeOptionRequestSchema } from '@app/contract/admin-loyalty';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { parsePrizeBoard, prizeBoardTag, prizesPath, type PrizeBoardKey } from './prize-board';

export type UpdatePrizeOptionBody = z.input<typeof updatePrizeOptionRequestSchema>;

/**
 * `PATCH .../prizes/{prizeId}`: the fields to change. Refused (409) when it would leave the game
 * with nothing to draw. The board is asked again after a refusal too: it may have been stale.
 */
export const updatePrizeOptionApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    updatePrizeOption: build.mutation<AdminPrizeBoard, PrizeBoardKey & { prizeId: string; body: UpdatePrizeOptionBody }>({
      query: ({ brandId, prizeId, body }) => ({ path: `${prizesPath(brandId)}/${encodeURIComponent(prizeId)}`, method: 'PATCH', body }),
      transformResponse: parsePrizeBoard,
      invalidatesTags: (_board, _error, { game }) => [prizeBoardTag(game)],
    }),
  }),
});

export const { useUpdatePrizeOptionMutation } = updatePrizeOptionApi;
