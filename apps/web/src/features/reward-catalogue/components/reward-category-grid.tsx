import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RewardCategory } from '@app/contract/rewards/reward-catalogue';
import { useBrand } from '@/components/layouts/brand-context';
import { ChevronRightIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { buildRewardCategoryPath } from '@/config/paths';
import { resolveImageUrl } from '@/lib/image-url';
import styles from './reward-category-grid.module.css';

/** The reward categories as tiles: a picture, the name and how many items it holds. */
export function RewardCategoryGrid({ categories }: { categories: readonly RewardCategory[] }) {
  const { t } = useTranslation();
  const { imageBaseUrl } = useBrand();
  return (
    <ul className={styles.grid} data-testid="reward-categories">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={buildRewardCategoryPath(category.id)} className={styles.tile} data-testid="reward-category">
            <Image className={styles.image} src={category.image ? resolveImageUrl(imageBaseUrl, category.image) : null} alt="" isPlaceholderTextHidden />
            <span className={styles.body}>
              <span className={styles.name}>{category.name}</span>
              <span className={styles.count}>
                {t('rewardCatalogue.itemCount', { total: category.itemCount })}
                <ChevronRightIcon size={16} />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Tiles the shape of the category grid, shown while the catalogue loads. */
export function RewardCategoryGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('list.loading')}
      </span>
      {[0, 1].map((index) => (
        <div key={index} className={`${styles.tile} ${styles.skeleton}`} aria-hidden="true">
          <span className={styles.image} />
          <span className={styles.body}>
            <span className={styles.skeletonLine} />
            <span className={`${styles.skeletonLine} ${styles.short}`} />
          </span>
        </div>
      ))}
    </div>
  );
}
