import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { PrizeGame } from '@app/contract/rewards/prize-draws';
import { baseApi } from '@/lib/base-api';

/**
 * What follows a draw once its result is on screen (the wheel stopped, the card turned over): the
 * history is asked for again, and so are the balances the reward may have changed. The point
 * balance lives in the member's profile; the credit balance belongs to another feature, which the
 * screen refreshes through `onBalancesChanged`.
 */
export function useDrawReveal(game: PrizeGame, onBalancesChanged: () => void): () => void {
  const dispatch = useDispatch();
  return useCallback(() => {
    dispatch(baseApi.util.invalidateTags([{ type: 'PrizeDrawLog', id: game }, 'User']));
    onBalancesChanged();
  }, [dispatch, game, onBalancesChanged]);
}
