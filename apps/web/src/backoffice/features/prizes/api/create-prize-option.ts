import type { AdminPrizeBoard, createPrizeOptionRequestSchema } from '@app/contract/admin-loyalty';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { parsePrizeBoard, prizeBoardTag, prizesPath } from './prize-board';

export type CreatePrizeOptionBody = z.input<typeof createPrizeOptionRequestSchema>;

/** `POST .../prizes`: a new option, last unless it names a place; answers the game's board. */
export const createPrizeOptionApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    createPrizeOption: build.mutation<AdminPrizeBoard, { brandId: string; body: CreatePrizeOptionBody }>({
      query: ({ brandId, body }) => ({ path: prizesPath(brandId), method: 'POST', body }),
      transformResponse: parsePrizeBoard,
      invalidatesTags: (_board, _error, { body }) => [prizeBoardTag(body.game)],
    }),
  }),
});

export const { useCreatePrizeOptionMutation } = createPrizeOptionApi;
