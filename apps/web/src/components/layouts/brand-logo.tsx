import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Image } from '../ui/image';
import { useBrand } from './brand-context';
import styles from './brand-logo.module.css';

/** The brand logo; a link home except where a visitor should stay on the page (registration). */
export function BrandLogo({ isLinked = true, to = paths.home }: { isLinked?: boolean; to?: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const image = (
    <Image
      className={brand.images['home.normal.logo'] ? styles.image : styles.placeholder}
      src={brand.images['home.normal.logo']}
      alt={brand.siteName}
      isPlaceholderTextHidden
    />
  );
  if (!isLinked) {
    return (
      <span className={styles.logo} data-testid="brand-logo">
        {image}
      </span>
    );
  }
  return (
    <Link to={to} className={styles.logo} aria-label={t('nav.logo', { siteName: brand.siteName })} data-testid="brand-logo">
      {image}
    </Link>
  );
}
