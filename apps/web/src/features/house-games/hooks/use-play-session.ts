import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseGameCode } from '@app/contract/house-games/outcome';
import { getErrorMessage, isApiFailure } from '@/lib/api-client';
import { useGetPlayStateQuery, type PlayState } from '../api/get-play-state';
import { useStartPlayMutation } from '../api/start-play';
import { forgetPlayToken, readPlayToken, storePlayToken } from '../play-token-storage';

/** A play session that is ready: its token, its state, and the way out when the server ends it. */
export interface ReadyPlaySession {
  playToken: string;
  /** Its gameCode is the server's word on the game being played, and picks the board. */
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
 * the answer, so neither a reload nor the history ever sends it again; it is told the game the
 * session is for, which is the server's word when the launch token opened another game than the
 * address names.
 */
export function usePlaySession(game: HouseGameCode, launchToken: string | null, onLaunchTokenUsed: (game: HouseGameCode) => void): PlaySession {
  const { t } = useTranslation();
  const [playToken, setPlayToken] = useState(() => (launchToken ? null : readPlayToken(game)));
  // The play token is kept under this game, so a reload at the corrected address finds it.
  const [sessionGame, setSessionGame] = useState(game);
  const [endedMessage, setEndedMessage] = useState<string | null>(null);
  const [startPlay] = useStartPlayMutation();
  // StrictMode runs effects twice and the address changes after the trade; the token goes out once.
  const sentLaunchToken = useRef<string | null>(null);

  useEffect(() => {
    if (!launchToken || sentLaunchToken.current === launchToken) return;
    sentLaunchToken.current = launchToken;
    void startPlay(launchToken)
      .unwrap()
      .then(
        (started) => {
          // The launch token names the game on the server; an address edited by hand does not.
          setSessionGame(started.gameCode);
          storePlayToken(started.gameCode, started.playToken);
          setPlayToken(started.playToken);
          return started.gameCode;
        },
        (error: unknown) => {
          setEndedMessage(getErrorMessage(error));
          return game;
        },
      )
      .then(onLaunchTokenUsed);
  }, [game, launchToken, startPlay, onLaunchTokenUsed]);

  const stateQuery = useGetPlayStateQuery(playToken ?? skipToken);
  const isStateRefused = isSessionRefusal(stateQuery.error);

  useEffect(() => {
    if (isStateRefused) forgetPlayToken(sessionGame);
  }, [isStateRefused, sessionGame]);

  const endSession = useCallback(
    (message: string) => {
      forgetPlayToken(sessionGame);
      setEndedMessage(message);
    },
    [sessionGame],
  );

  if (endedMessage) return { phase: 'failed', message: endedMessage };
  if (!playToken) return launchToken ? { phase: 'starting' } : { phase: 'failed', message: t('house.noSession') };
  // Only a refused play token ends a game under way. Any other failure of a state refetch (after a
  // refused play, a 503 or a lost connection) keeps the last good state, so the board stays with
  // the player's bet, last result and the refusal beside the button; the next play refreshes it.
  if (isStateRefused) return { phase: 'failed', message: getErrorMessage(stateQuery.error) };
  if (stateQuery.data) return { phase: 'ready', playToken, state: stateQuery.data, endSession };
  if (stateQuery.error) {
    return { phase: 'unavailable', message: getErrorMessage(stateQuery.error), retry: () => void stateQuery.refetch(), isRetrying: stateQuery.isFetching };
  }
  return { phase: 'starting' };
}
