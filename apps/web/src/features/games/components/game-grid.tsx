import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/lib/api-client';
import { useGetGamesInfiniteQuery, type GameFilter } from '../api/get-games';
import type { OpenGame } from '../hooks/use-launch-game';
import { useOpenGame } from '../hooks/use-open-game';
import { GameGridSkeleton, GameTileSkeletons } from './game-grid-skeleton';
import { GameTile } from './game-tile';
import { LoadMore } from './load-more';
import styles from './game-grid.module.css';

/** Skeleton tiles under the grid while the next page loads: one row. */
const NEXT_PAGE_SKELETONS = 3;

interface GameGridProps {
  filter: GameFilter;
  /** Names the list for screen readers: the category or the provider. */
  label: string;
  emptyTitle: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  /** Opens the tapped game; a screen with several lists passes one, so only one game opens at a time across them. */
  opener?: OpenGame;
}

/**
 * The games of one filter, a page at a time as the member scrolls, with the skeleton, empty and
 * error states every list has. A tap opens a game (one at a time).
 */
export function GameGrid({ filter, label, emptyTitle, emptyText, emptyAction, opener }: GameGridProps) {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, refetch } =
    useGetGamesInfiniteQuery(filter);
  const ownOpener = useOpenGame();
  const { open, openingGameUuid } = opener ?? ownOpener;
  const loadNextPage = () => {
    if (!isFetching) void fetchNextPage();
  };

  if (isLoading) return <GameGridSkeleton />;
  if (error && !isFetchNextPageError) {
    return <LoadError title={t('games.error')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  }
  const games = data?.pages.flatMap((page) => page.data) ?? [];
  if (games.length === 0) return <EmptyState title={emptyTitle} text={emptyText} action={emptyAction} />;

  return (
    <>
      <ul className={styles.grid} aria-label={label} aria-busy={isFetchingNextPage || undefined} data-testid="game-grid">
        {games.map((game) => (
          <GameTile key={game.uuid} game={game} isOpening={openingGameUuid === game.uuid} onOpen={open} />
        ))}
        {isFetchingNextPage ? <GameTileSkeletons count={NEXT_PAGE_SKELETONS} /> : null}
      </ul>
      {isFetchNextPageError ? (
        <LoadError title={t('games.moreError')} message={getErrorMessage(error)} onRetry={loadNextPage} isRetrying={isFetching} />
      ) : hasNextPage ? (
        <LoadMore onLoadMore={loadNextPage} isLoading={isFetchingNextPage} />
      ) : null}
    </>
  );
}
