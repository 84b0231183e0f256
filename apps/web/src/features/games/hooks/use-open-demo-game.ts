import { useOpenDemoGameMutation } from '../api/open-demo-game';
import { useLaunchGame, type OpenGame } from './use-launch-game';

/** Opens a game in demo mode for a visitor, one at a time, the way a member's game opens. */
export function useOpenDemoGame(): OpenGame {
  const [requestLaunch] = useOpenDemoGameMutation();
  return useLaunchGame(requestLaunch);
}
