import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSection } from '@/components/ui/list-section';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/lib/api-client';
import { useGetRewardCatalogueQuery } from '../api/get-reward-catalogue';
import { PointsCard } from './points-card';
import { RewardCategoryGrid, RewardCategoryGridSkeleton } from './reward-category-grid';

/** The catalogue's front page: the member's points, then the categories to choose from. */
export function RewardCatalogue() {
  const { t } = useTranslation();
  // Points arrive from the wheel, the check-in and other tabs, so a return here asks again.
  const { data, error, isLoading, isFetching, refetch } = useGetRewardCatalogueQuery({}, { refetchOnMountOrArgChange: true });
  const retry = () => void refetch();

  return (
    <>
      <PointsCard points={data?.points ?? null} isFetching={isFetching} error={error} onRefresh={retry} />
      <ListSection titleId="reward-categories-title" title={t('rewardCatalogue.categoriesTitle')}>
        {isLoading ? (
          <RewardCategoryGridSkeleton />
        ) : error && !data ? (
          <LoadError title={t('rewardCatalogue.categoriesError')} message={getErrorMessage(error)} onRetry={retry} isRetrying={isFetching} />
        ) : data && data.categories.length > 0 ? (
          <RewardCategoryGrid categories={data.categories} />
        ) : (
          <EmptyState title={t('rewardCatalogue.categoriesEmpty')} text={t('rewardCatalogue.categoriesEmptyText')} />
        )}
      </ListSection>
    </>
  );
}
