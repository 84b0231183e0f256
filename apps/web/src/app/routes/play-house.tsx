import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { HouseGameCode } from '@app/contract/house-games/outcome';
import { isHouseGameCode } from '@/features/house-games/house-game-code';
import { HousePlayScreen } from '@/features/house-games/components/house-play-screen';
import { PlayFailure } from '@/features/house-games/components/play-failure';
import { PlayFrame } from '@/features/house-games/components/play-frame';
import { PlayStarting } from '@/features/house-games/components/play-starting';
import { readPlayToken } from '@/features/house-games/play-token-storage';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { RelaunchHouseGame } from '@/features/games/components/relaunch-house-game';
import { readStoredToken } from '@/lib/session-storage';
import { paths } from '@/config/paths';
import { GameRealityCheck } from './game-reality-check';

/**
 * /play/house?game=house-slot&token=<launch token>: the launch URL the catalogue answers. A
 * signed-in member gets the reality check here too: the game is played on this page.
 */
export default function PlayHouseRoute() {
  const member = useCurrentUser();
  return (
    <>
      <PlayHouseScreen />
      {member ? <GameRealityCheck /> : null}
    </>
  );
}

/** The launch token is single-use, so it leaves the address (and the history entry) once it is sent. */
function PlayHouseScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const game = searchParams.get('game');
  const launchToken = searchParams.get('token');

  // The session names the game the launch token opened, so a reload resumes that game.
  const dropLaunchToken = useCallback(
    (sessionGame: HouseGameCode) => {
      void navigate(`${paths.play.house}?${new URLSearchParams({ game: sessionGame }).toString()}`, { replace: true });
    },
    [navigate],
  );

  if (!isHouseGameCode(game)) {
    return (
      <PlayFrame title={t('house.failedTitle')}>
        <PlayFailure message={t('house.unknownGame')} />
      </PlayFrame>
    );
  }
  // A bookmarked or restored page has neither token: a signed-in member gets a new session, as
  // the game's tile would open it.
  if (!launchToken && !readPlayToken(game) && readStoredToken()) {
    const title = t(`house.games.${game}`);
    return (
      <RelaunchHouseGame
        gameCode={game}
        pending={
          <PlayFrame title={title}>
            <PlayStarting />
          </PlayFrame>
        }
        failure={(message) => (
          <PlayFrame title={title}>
            <PlayFailure message={message} />
          </PlayFrame>
        )}
      />
    );
  }
  // Keyed by game: opening another game from its launch link starts a fresh session screen.
  return <HousePlayScreen key={game} game={game} launchToken={launchToken} onLaunchTokenUsed={dropLaunchToken} />;
}
