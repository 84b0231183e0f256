import type { Game } from '@app/contract/games';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast-context';
import { getErrorMessage } from '@/lib/api-client';
import { launchGame } from '../launch-game';
import { readViewport, shouldOpenInSameTab } from '../open-in-same-tab';

export interface OpenGame {
  open: (game: Game) => void;
  /** The game being opened, whose tile shows that it is busy. */
  openingGameUuid: string | null;
}

/** Asks the server where a game opens: an RTK Query mutation trigger whose answer has a launch URL. */
export type RequestLaunch = (gameUuid: string) => { unwrap: () => Promise<{ launchUrl: string }> };

/**
 * Opens one game at a time with the launch URL `requestLaunch` gets: a member's game or a
 * visitor's demo open the same way. A launch URL opens once, so a second tap (a double tap, or
 * another tile) while a game is opening is ignored. The guard is a ref as well as state because
 * two taps can arrive before React renders the first one's state.
 */
export function useLaunchGame(requestLaunch: RequestLaunch): OpenGame {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const isOpeningRef = useRef(false);
  const [openingGameUuid, setOpeningGameUuid] = useState<string | null>(null);

  // A game that replaced this page leaves the tile busy; when the back button restores the page
  // from the browser's cache, the tiles must be usable again.
  useEffect(() => {
    const releaseOnReturn = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      isOpeningRef.current = false;
      setOpeningGameUuid(null);
    };
    window.addEventListener('pageshow', releaseOnReturn);
    return () => {
      window.removeEventListener('pageshow', releaseOnReturn);
    };
  }, []);

  const open = useCallback(
    (game: Game) => {
      if (isOpeningRef.current) return;
      isOpeningRef.current = true;
      setOpeningGameUuid(game.uuid);
      const release = () => {
        isOpeningRef.current = false;
        setOpeningGameUuid(null);
      };
      requestLaunch(game.uuid)
        .unwrap()
        .then(({ launchUrl }) => {
          const outcome = launchGame(launchUrl, { isSameTab: shouldOpenInSameTab(readViewport()), navigateInApp: (path) => void navigate(path) });
          // An address the site does not open is, for the member, a game that cannot be opened.
          if (outcome === 'refused') showToast(t('games.launchRefused'), 'error');
          // While another page loads in this tab, the tile stays busy so nothing opens twice.
          if (outcome !== 'page') release();
        })
        .catch((error: unknown) => {
          showToast(getErrorMessage(error), 'error');
          release();
        });
    },
    [requestLaunch, navigate, showToast, t],
  );

  return { open, openingGameUuid };
}
