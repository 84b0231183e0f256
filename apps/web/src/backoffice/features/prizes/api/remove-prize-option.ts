import type { AdminPrizeBoard } from '@app/contract/admin-loyalty';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { parsePrizeBoard, prizeBoardTag, prizesPath, type PrizeBoardKey } from './prize-board';

/** `DELETE .../prizes/{prizeId}`: refused for an option a member ever drew (it can only be switched off). */
export const removePrizeOptionApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    removePrizeOption: build.mutation<AdminPrizeBoard, PrizeBoardKey & { prizeId: string }>({
      query: ({ brandId, prizeId }) => ({ path: `${prizesPath(brandId)}/${encodeURIComponent(prizeId)}`, method: 'DELETE' }),
      transformResponse: parsePrizeBoard,
      invalidatesTags: (_board, _error, { game }) => [prizeBoardTag(game)],
    }),
  }),
});

export const { useRemovePrizeOptionMutation } = removePrizeOptionApi;
