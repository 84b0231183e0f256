import { useCallback, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { isSessionRefusal } from './use-play-session';

/**
 * Runs one call of a game and keeps its refusal, in the server's Thai words, for the screen to show
 * beside the button; the player's choices are left as they were. A refused play token ends the game.
 */
export function usePlayAction(endSession: (message: string) => void) {
  const [failure, setFailure] = useState<string | null>(null);

  const run = useCallback(
    async <Result>(action: () => Promise<Result>): Promise<Result | null> => {
      setFailure(null);
      try {
        return await action();
      } catch (error) {
        if (isSessionRefusal(error)) endSession(getErrorMessage(error));
        else setFailure(getErrorMessage(error));
        return null;
      }
    },
    [endSession],
  );

  return { run, failure };
}
