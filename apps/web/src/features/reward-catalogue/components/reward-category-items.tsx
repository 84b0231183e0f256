import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSection } from '@/components/ui/list-section';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import type { ThaiAddressParts } from '@/lib/format-thai-address';
import { isRewardCategoryId, useRewardCategory } from '../hooks/use-reward-category';
import { PointsCard } from './points-card';
import { RewardItemCard } from './reward-item-card';
import { RewardItemListSkeleton } from './reward-item-list-skeleton';
import styles from './reward-category-items.module.css';

interface RewardCategoryItemsProps {
  categoryId: string;
  /** Where a parcel would go; null when the member has saved no address. */
  deliveryAddress: ThaiAddressParts | null;
  onCreditChanged: () => void;
}

/** One category's items with the points to spend on them. */
export function RewardCategoryItems({ categoryId, deliveryAddress, onCreditChanged }: RewardCategoryItemsProps) {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch, category } = useRewardCategory(categoryId);
  const retry = () => void refetch();
  const isUnknownCategory = !isRewardCategoryId(categoryId) || (data !== undefined && !category && data.items.length === 0);

  if (isUnknownCategory) {
    return (
      <EmptyState
        title={t('rewardCatalogue.categoryNotFound')}
        text={t('rewardCatalogue.categoryNotFoundText')}
        action={
          <ButtonLink to={paths.auth.reward} variant="secondary" size="small">
            {t('rewardCatalogue.backToCatalogue')}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <>
      <PointsCard points={data?.points ?? null} isFetching={isFetching} error={error} onRefresh={retry} isCompact />
      <ListSection titleId="reward-items-title" title={t('rewardCatalogue.itemsTitle')} testId="reward-items">
        {isLoading ? (
          <RewardItemListSkeleton rows={3} />
        ) : error && !data ? (
          <LoadError title={t('rewardCatalogue.itemsError')} message={getErrorMessage(error)} onRetry={retry} isRetrying={isFetching} />
        ) : data && data.items.length > 0 ? (
          <ul className={styles.list} aria-labelledby="reward-items-title">
            {data.items.map((item) => (
              <RewardItemCard key={item.id} item={item} points={data.points} deliveryAddress={deliveryAddress} onCreditChanged={onCreditChanged} />
            ))}
          </ul>
        ) : (
          <EmptyState title={t('rewardCatalogue.itemsEmpty')} text={t('rewardCatalogue.itemsEmptyText')} />
        )}
      </ListSection>
    </>
  );
}
