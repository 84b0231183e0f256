import { useOpenGameMutation } from '../api/open-game';
import { useLaunchGame, type OpenGame } from './use-launch-game';

/** Opens a member's game, one at a time (see useLaunchGame). */
export function useOpenGame(): OpenGame {
  const [requestLaunch] = useOpenGameMutation();
  return useLaunchGame(requestLaunch);
}
