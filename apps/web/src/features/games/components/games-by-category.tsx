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
  const selected = pickCategory(categories, requestedCategory);
  if (!selected) return <EmptyState title={t('games.noCategories')} />;

  return (
    <>
      <Tabs
        label={t('games.categoriesLabel')}
        idPrefix={TAB_ID_PREFIX}
        value={selected.code}
        onChange={onCategoryChange}
        options={categories.map((category) => ({ value: category.code, label: category.name }))}
        isScrollable
      />
      <div role="tabpanel" id={`${TAB_ID_PREFIX}-panel-${selected.code}`} aria-labelledby={`${TAB_ID_PREFIX}-tab-${selected.code}`}>
        <GameGrid filter={{ category: selected.code }} label={selected.name} emptyTitle={t('games.emptyCategory')} emptyText={t('games.emptyCategoryText')} />
      </div>
    </>
  );
}
