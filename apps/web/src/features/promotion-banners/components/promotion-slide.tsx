import { isSitePath } from '@app/contract/banner-links';
import type { PublicPromotionBanner } from '@app/contract/promotion-banners';
import { Link } from 'react-router';
import { Image } from '@/components/ui/image';
import styles from './promotion-carousel.module.css';

/**
 * One banner's picture, the link when it has one: a path of the site goes through the router,
 * an https address opens in a new tab without giving that page a hold on this one.
 */
export function PromotionSlideContent({ banner, isFirst }: { banner: PublicPromotionBanner; isFirst: boolean }) {
  const picture = (
    <Image
      className={styles.image}
      src={banner.imageUrl}
      alt={banner.title}
      // The first banner is what the page opens with; the others wait until they are needed.
      loading={isFirst ? 'eager' : 'lazy'}
      fetchPriority={isFirst ? 'high' : 'auto'}
      draggable={false}
    />
  );
  if (!banner.link) return <div className={styles.picture}>{picture}</div>;
  if (isSitePath(banner.link)) {
    return (
      <Link className={styles.picture} to={banner.link} draggable={false}>
        {picture}
      </Link>
    );
  }
  return (
    <a className={styles.picture} href={banner.link} target="_blank" rel="noopener noreferrer" draggable={false}>
      {picture}
    </a>
  );
}
