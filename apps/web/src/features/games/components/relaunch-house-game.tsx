import { HOUSE_PROVIDER_CODE } from '@app/contract/house-games/outcome';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@/lib/api-client';
import { useGetGamesInfiniteQuery } from '../api/get-games';
import { useOpenGameMutation } from '../api/open-game';
import { isAppPath } from '../launch-game';

interface RelaunchHouseGameProps {
  /** The house game's code, from the address (house-slot, house-baccarat, house-hilo). */
  gameCode: string;
  /** Shown while the new session is asked for. */
  pending: React.ReactNode;
  /** Shown when no new session can be had (the game is gone, or the launch was refused). */
  failure: (message: string) => React.ReactNode;
}

/**
 * A bookmarked or restored house game page has no launch token and no play token of this tab.
 * For a signed-in member it asks the catalogue for the game and opens it again, as its tile
 * would: the new launch URL replaces this address, and the game starts a new session.
 */
export function RelaunchHouseGame({ gameCode, pending, failure }: RelaunchHouseGameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const houseGames = useGetGamesInfiniteQuery({ provider: HOUSE_PROVIDER_CODE });
  const [openGame] = useOpenGameMutation();
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  // StrictMode runs effects twice: one launch per page.
  const isLaunching = useRef(false);
  const game = houseGames.data?.pages.flatMap((page) => page.data).find((candidate) => candidate.code === gameCode);
  const isGameMissing = houseGames.isSuccess && !game;

  useEffect(() => {
    if (!game || isLaunching.current) return;
    isLaunching.current = true;
    openGame(game.uuid)
      .unwrap()
      .then(({ launchUrl }) => {
        if (!isAppPath(launchUrl)) throw new Error(t('games.launchRefused'));
        void navigate(launchUrl, { replace: true });
      })
      .catch((error: unknown) => setFailureMessage(error instanceof Error ? error.message : getErrorMessage(error)));
  }, [game, openGame, navigate, t]);

  if (houseGames.error) return failure(getErrorMessage(houseGames.error));
  if (isGameMissing) return failure(t('games.launchRefused'));
  if (failureMessage) return failure(failureMessage);
  return pending;
}
