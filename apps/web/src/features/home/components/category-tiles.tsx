import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/components/layouts/brand-context';
import { PUBLIC_MENU_ITEMS } from '@/components/layouts/public-menu-items';
import { LockIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import styles from './category-tiles.module.css';

/**
 * The public menu as big tiles. Games open only after login, so casino, slot and sport are shown
 * disabled, as in the top menu; a tap on one brings the visitor to the login box instead.
 */
export function CategoryTiles({ onLoginRequest }: { onLoginRequest: () => void }) {
  const { t } = useTranslation();
  const { images } = useBrand();
  return (
    <section className={styles.section} aria-labelledby="home-tiles-title">
      <h2 id="home-tiles-title" className={styles.title}>
        {t('home.tilesTitle')}
      </h2>
      <ul className={styles.grid}>
        {PUBLIC_MENU_ITEMS.map((item) => {
          const face = (
            <>
              <Image className={styles.image} src={images[item.imageKey]} alt="" isPlaceholderTextHidden />
              <span className={styles.label}>{t(item.labelKey)}</span>
            </>
          );
          return (
            <li key={item.labelKey}>
              {item.to ? (
                <Link className={styles.tile} to={item.to} data-testid="category-tile">
                  {face}
                </Link>
              ) : (
                // aria-disabled rather than disabled: the tile stays tappable to explain itself.
                <button type="button" className={`${styles.tile} ${styles.disabled}`} aria-disabled="true" onClick={onLoginRequest} data-testid="category-tile">
                  {face}
                  <span className={styles.hint}>
                    <LockIcon size={14} />
                    {t('home.loginToPlay')}
                  </span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
