import { roundResponseSchema } from '@app/contract/house-games/api';
import { getPlayStateApi, notePlayStateWritten } from './get-play-state';

export type RoundResult = ReturnType<typeof roundResponseSchema.parse>['data'];

export function readRoundResult(raw: unknown): RoundResult {
  return roundResponseSchema.parse(raw).data;
}

/**
 * After a refusal the balance, the open round or the spin time on screen may be stale (another
 * tab played, a spin came too soon), so the state is fetched again; every answer adds a round to
 * the history.
 */
export function tagsAfterRound(_result: unknown, error: unknown) {
  return error ? (['HousePlay', 'HouseRounds'] as const) : (['HouseRounds'] as const);
}

/** Puts a round's answer (balance, seeds, next spin time, the round if still open) into the cached play state. */
type PlayStatePatch = ReturnType<typeof getPlayStateApi.util.updateQueryData<'getPlayState'>>;

export async function keepPlayStateCurrent(
  playToken: string,
  dispatch: (patch: PlayStatePatch) => unknown,
  queryFulfilled: Promise<{ data: RoundResult }>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    notePlayStateWritten(playToken);
    dispatch(
      getPlayStateApi.util.updateQueryData('getPlayState', playToken, (state) => {
        state.balanceSatang = data.balanceSatang;
        state.fairness = data.fairness;
        state.nextSpinAt = data.nextSpinAt;
        // A hi-lo round stays 'placed' while the player may still guess or cash out.
        state.openRound = data.round.status === 'placed' ? data.round : null;
      }),
    );
  } catch {
    // A refusal is shown by the screen; tagsAfterRound refetches the state.
  }
}
