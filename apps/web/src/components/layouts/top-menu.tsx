import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Image } from '../ui/image';
import { useBrand } from './brand-context';
import { PUBLIC_MENU_ITEMS } from './public-menu-items';
import styles from './top-menu.module.css';

export function TopMenu() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <nav className={styles.menu} aria-label={t('nav.topMenu')}>
      <Image className={styles.background} src={brand.images['home.top.background']} alt="" isPlaceholderTextHidden />
      <ul className={styles.list}>
        {PUBLIC_MENU_ITEMS.map((item) => {
          const content = (
            <>
              <Image className={styles.icon} src={brand.images[item.imageKey]} alt="" isPlaceholderTextHidden />
              <span>{t(item.labelKey)}</span>
            </>
          );
          return (
            <li key={item.labelKey}>
              {item.to ? (
                <Link className={styles.tile} to={item.to}>
                  {content}
                </Link>
              ) : (
                <span className={`${styles.tile} ${styles.disabled}`} aria-disabled="true" title={t('nav.disabledHint')}>
                  {content}
                  <span className={styles.soon}>{t('nav.disabledHint')}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
