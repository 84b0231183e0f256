import type { Game } from '@app/contract/games';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { OpenGame } from '../hooks/use-launch-game';
import { GameTileSkeletons } from './game-grid-skeleton';
import { GameTile } from './game-tile';
import styles from './game-row.module.css';

/** Skeleton tiles while a row loads: a little more than fits, so it looks like the row it becomes. */
const ROW_SKELETONS = 4;

/** What a row needs of its query: an RTK Query hook's result fits as it is. */
interface GameRowQuery {
  data?: Game[];
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface GameRowProps {
  title: string;
  testId: string;
  query: GameRowQuery;
  opener: OpenGame;
}

/**
 * A titled row of games that scrolls sideways, on the lobby above the full grid. A row with no
 * games hides itself; one that fails says so quietly with a retry, since the grid below still
 * lists every game and the page must go on working.
 */
export function GameRow({ title, testId, query, opener }: GameRowProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: games, isLoading, isFetching, error, refetch } = query;

  let content: ReactNode;
  if (isLoading) {
    content = (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('games.loading')}
        </span>
        <ul className={styles.track}>
          <GameTileSkeletons count={ROW_SKELETONS} />
        </ul>
      </div>
    );
  } else if (error) {
    content = (
      <div className={styles.error}>
        <p className={styles.errorText}>{t('games.rowError')}</p>
        <Button variant="secondary" size="small" onClick={() => void refetch()} isLoading={isFetching}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  } else if (games?.length) {
    content = (
      <ul className={styles.track} aria-labelledby={titleId}>
        {games.map((game) => (
          <GameTile key={game.uuid} game={game} isOpening={opener.openingGameUuid === game.uuid} onOpen={opener.open} />
        ))}
      </ul>
    );
  } else {
    return null;
  }

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {content}
    </section>
  );
}
