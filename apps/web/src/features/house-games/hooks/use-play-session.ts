import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseGameCode } from '@app/contract/house-games/outcome';
import { getErrorMessage, isApiFailure } from '../../../lib/api-client';
import { useGetPlayStateQuery, type PlayState } from '../api/get-play-state';
import { useStartPlayMutation } from '../api/start-play';
import { forgetPlayToken, readPlayToken, storePlayToken } from '../play-token-storage';

/** A play session that is ready: its token, its state, and the way out when the server ends it. */
export interface ReadyPlaySession {
  playToken: string;
  state: PlayState;
  /** A refused play token (401) ends the game with the server's message. */
  endSession: (message: string) => void;
}

export type PlaySession =
  | { phase: 'starting' }
  | { phase: 'failed'; message: string }
  | { phase: 'unavailable'; message: string; retry: () => void; isRetrying: boolean }
  | ({ phase: 'ready' } & ReadyPlaySession);

/** Every 401 of the house API means the launch or play token is refused: the game cannot go on. */
export function isSessionRefusal(error: unknown): boolean {
  return isApiFailure(error) && error.status === 401;
}

/**
 * Opens a game: trades a launch token for a play token, or resumes the play token this tab keeps
 * for the game. `onLaunchTokenUsed` takes the single-use launch token out of the address, whatever
 * the answer, so neither a reload nor the history ever sends it again.
 */
export function usePlaySession(game: HouseGameCode, launchToken: string | null, onLaunchTokenUsed: () => void): PlaySession {
  const { t } = useTranslation();
  const [playToken, setPlayToken] = useState(() => (launchToken ? null : readPlayToken(game)));
  const [endedMessage, setEndedMessage] = useState<string | null>(null);
  const [startPlay] = useStartPlayMutation();
  // StrictMode runs effects twice and the address changes after the trade; the token goes out once.
  const sentLaunchToken = useRef<string | null>(null);

  useEffect(() => {
    if (!launchToken || sentLaunchToken.current === launchToken) return;
    sentLaunchToken.current = launchToken;
    startPlay(launchToken)
      .unwrap()
      .then(
        (started) => {
          storePlayToken(game, started.playToken);
          setPlayToken(started.playToken);
        },
        (error: unknown) => {
          setEndedMessage(getErrorMessage(error));
        },
      )
      .finally(onLaunchTokenUsed);
  }, [game, launchToken, startPlay, onLaunchTokenUsed]);

  const stateQuery = useGetPlayStateQuery(playToken ?? skipToken);
  const isStateRefused = isSessionRefusal(stateQuery.error);

  useEffect(() => {
    if (isStateRefused) forgetPlayToken(game);
  }, [isStateRefused, game]);

  const endSession = useCallback(
    (message: string) => {
      forgetPlayToken(game);
      setEndedMessage(message);
    },
    [game],
  );

  if (endedMessage) return { phase: 'failed', message: endedMessage };
  if (!playToken) return launchToken ? { phase: 'starting' } : { phase: 'failed', message: t('house.noSession') };
  if (stateQuery.error) {
    const message = getErrorMessage(stateQuery.error);
    if (isStateRefused) return { phase: 'failed', message };
    return { phase: 'unavailable', message, retry: () => void stateQuery.refetch(), isRetrying: stateQuery.isFetching };
  }
  if (!stateQuery.data) return { phase: 'starting' };
  return { phase: 'ready', playToken, state: stateQuery.data, endSession };
}
