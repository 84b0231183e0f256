import { useTranslation } from 'react-i18next';
import { useBrand } from '@/components/layouts/brand-context';
import { EmptyState } from '@/components/ui/empty-state';
import { Image } from '@/components/ui/image';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { resolveImageUrl } from '@/lib/image-url';
import { useGetPromotionBannersQuery } from '../api/get-promotion-banners';
import styles from './promotion-banners.module.css';

function BannersSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.list} aria-busy="true" data-testid="promotion-banners-skeleton">
      <span className="visually-hidden" role="status">
        {t('list.loading')}
      </span>
      {[0, 1].map((row) => (
        <div key={row} className={styles.card} aria-hidden="true">
          <div className={styles.imageSkeleton}>
            <Skeleton height="100%" />
          </div>
          <div className={styles.text}>
            <Skeleton width="60%" height={20} />
            <Skeleton width="90%" height={14} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The members' promotion banners: each one's picture, title and terms. */
export function PromotionBanners() {
  const { t } = useTranslation();
  const { imageBaseUrl } = useBrand();
  const { data: banners, error, isLoading, isFetching, refetch } = useGetPromotionBannersQuery();

  if (isLoading) return <BannersSkeleton />;
  if (error || !banners) {
    return <LoadError title={t('media.promotion.error')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  }
  if (banners.length === 0) return <EmptyState title={t('media.promotion.empty')} text={t('media.promotion.emptyText')} />;
  return (
    <ul className={styles.list} data-testid="promotion-banners">
      {banners.map((banner) => (
        <li key={banner.id} className={styles.card}>
          <Image className={styles.image} src={banner.image ? resolveImageUrl(imageBaseUrl, banner.image) : null} alt={banner.title} />
          <div className={styles.text}>
            <h2 className={styles.title}>{banner.title}</h2>
            {banner.detail ? <p className={styles.detail}>{banner.detail}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
