import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseGameCode } from '@app/contract/house-games/outcome';
import { LoadError } from '@/components/ui/load-error';
import { usePlaySession, type ReadyPlaySession } from '../hooks/use-play-session';
import { BaccaratGame } from './baccarat-game';
import { BaccaratRules } from './baccarat-rules';
import { GameInfoTabs } from './game-info-tabs';
import { HiloGame } from './hilo-game';
import { HiloRules } from './hilo-rules';
import { PlayBalance } from './play-balance';
import { PlayFailure } from './play-failure';
import { PlayFrame } from './play-frame';
import { PlayStarting } from './play-starting';
import { SlotGame } from './slot-game';
import { SlotRules } from './slot-rules';
import styles from './house-play-screen.module.css';

const GAMES: Record<HouseGameCode, { Board: (props: { session: ReadyPlaySession }) => ReactNode; rules: ReactNode }> = {
  'house-slot': { Board: SlotGame, rules: <SlotRules /> },
  'house-baccarat': { Board: BaccaratGame, rules: <BaccaratRules /> },
  'house-hilo': { Board: HiloGame, rules: <HiloRules /> },
};

interface HousePlayScreenProps {
  game: HouseGameCode;
  /** The single-use launch token from the catalogue, when the game was just opened. */
  launchToken: string | null;
  /** Takes the launch token out of the address once it has been sent, naming the session's game. */
  onLaunchTokenUsed: (game: HouseGameCode) => void;
}

/** A house game from its launch link: the session, the balance, the board and what lies under it. */
export function HousePlayScreen({ game, launchToken, onLaunchTokenUsed }: HousePlayScreenProps) {
  const { t } = useTranslation();
  const session = usePlaySession(game, launchToken, onLaunchTokenUsed);
  const title = t(`house.games.${game}`);

  if (session.phase === 'failed') {
    return (
      <PlayFrame title={title}>
        <PlayFailure message={session.message} />
      </PlayFrame>
    );
  }
  if (session.phase === 'unavailable') {
    return (
      <PlayFrame title={title}>
        <LoadError title={t('house.stateError')} message={session.message} onRetry={session.retry} isRetrying={session.isRetrying} />
      </PlayFrame>
    );
  }
  if (session.phase === 'starting') {
    return (
      <PlayFrame title={title}>
        <PlayStarting />
      </PlayFrame>
    );
  }

  // The server's word on the game, which the address may contradict when edited by hand.
  const playedGame = session.state.gameCode;
  const { Board, rules } = GAMES[playedGame];
  const playedTitle = t(`house.games.${playedGame}`);
  return (
    <PlayFrame title={playedTitle} trailing={<PlayBalance balanceSatang={session.state.balanceSatang} />}>
      <h1 className={styles.title}>{playedTitle}</h1>
      <Board session={session} />
      <GameInfoTabs session={session} rules={rules} />
    </PlayFrame>
  );
}
