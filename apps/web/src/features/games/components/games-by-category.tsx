import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Tabs } from '@/components/ui/tabs';
import { getErrorMessage } from '@/lib/api-client';
import { useGetGameCategoriesQuery } from '../api/get-game-categories';
import type { OpenGame } from '../hooks/use-launch-game';
import { pickCategory } from '../pick-category';
import { CategoryTabsSkeleton } from './category-tabs-skeleton';
import { GameGrid } from './game-grid';
import { GameGridSkeleton } from './game-grid-skeleton';
import { LobbyRows } from './lobby-rows';
import styles from './games-by-category.module.css';

const TAB_ID_PREFIX = 'games';
/** The tab of every game, whatever its category: the all-games tile and the centre button open it. */
export const ALL_GAMES = 'all';

interface GamesByCategoryProps {
  /** The `cat` of the address; unknown or missing opens the brand's default category. */
  requestedCategory: string | null;
  onCategoryChange: (categoryCode: string) => void;
  opener: OpenGame;
}

/**
 * The brand's categories as tabs, and the games of the chosen one. The all-games tab is the
 * lobby: rows of recent, hot and new games lead, then every game.
 */
export function GamesByCategory({ requestedCategory, onCategoryChange, opener }: GamesByCategoryProps) {
  const { t } = useTranslation();
  const { data: categories = [], error, isLoading, isFetching, refetch } = useGetGameCategoriesQuery();

  if (isLoading) {
    return (
      <>
        <CategoryTabsSkeleton />
        <GameGridSkeleton />
      </>
    );
  }
  if (error) {
    return <LoadError title={t('games.categoriesError')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  }
  const isAllGames = requestedCategory === ALL_GAMES;
  const selected = isAllGames ? { code: ALL_GAMES, name: t('games.allTab') } : pickCategory(categories, requestedCategory);
  if (!selected) return <EmptyState title={t('games.noCategories')} />;

  return (
    <>
      <Tabs
        label={t('games.categoriesLabel')}
        idPrefix={TAB_ID_PREFIX}
        value={selected.code}
        onChange={onCategoryChange}
        options={[{ value: ALL_GAMES, label: t('games.allTab') }, ...categories.map((category) => ({ value: category.code, label: category.name }))]}
        isScrollable
      />
      <div role="tabpanel" id={`${TAB_ID_PREFIX}-panel-${selected.code}`} aria-labelledby={`${TAB_ID_PREFIX}-tab-${selected.code}`} className={styles.panel}>
        {isAllGames ? (
          <>
            <LobbyRows opener={opener} />
            <h2 className={styles.gridTitle}>{t('games.allGames')}</h2>
          </>
        ) : null}
        <GameGrid
          filter={isAllGames ? {} : { category: selected.code }}
          label={selected.name}
          emptyTitle={t('games.emptyCategory')}
          emptyText={t('games.emptyCategoryText')}
          opener={opener}
        />
      </div>
    </>
  );
}
