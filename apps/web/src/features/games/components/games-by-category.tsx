import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Tabs } from '@/components/ui/tabs';
import { getErrorMessage } from '@/lib/api-client';
import { useGetGameCategoriesQuery } from '../api/get-game-categories';
import { pickCategory } from '../pick-category';
import { CategoryTabsSkeleton } from './category-tabs-skeleton';
import { GameGrid } from './game-grid';
import { GameGridSkeleton } from './game-grid-skeleton';

const TAB_ID_PREFIX = 'games';
/** The tab of every game, whatever its category: the all-games tile and the centre button open it. */
export const ALL_GAMES = 'all';

interface GamesByCategoryProps {
  /** The `cat` of the address; unknown or missing opens the brand's default category. */
  requestedCategory: string | null;
  onCategoryChange: (categoryCode: string) => void;
}

/** The brand's categories as tabs, and the games of the chosen one. */
export function GamesByCategory({ requestedCategory, onCategoryChange }: GamesByCategoryProps) {
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
      <div role="tabpanel" id={`${TAB_ID_PREFIX}-panel-${selected.code}`} aria-labelledby={`${TAB_ID_PREFIX}-tab-${selected.code}`}>
        <GameGrid
          filter={isAllGames ? {} : { category: selected.code }}
          label={selected.name}
          emptyTitle={t('games.emptyCategory')}
          emptyText={t('games.emptyCategoryText')}
        />
      </div>
    </>
  );
}
