import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConfigurationKey } from '@app/contract/settings';
import { paths } from '../../config/paths';
import { Image } from '../ui/image';
import { useBrand } from './brand-context';
import styles from './top-menu.module.css';

type TopMenuLabel = 'nav.casino' | 'nav.slot' | 'nav.sport' | 'nav.contact';

interface TopMenuItem {
  labelKey: TopMenuLabel;
  imageKey: ConfigurationKey;
  /** Game categories open only after login, so on public pages they are shown but disabled. */
  to: string | null;
}

const ITEMS: readonly TopMenuItem[] = [
  { labelKey: 'nav.casino', imageKey: 'home.top.casino', to: null },
  { labelKey: 'nav.slot', imageKey: 'home.top.slot', to: null },
  { labelKey: 'nav.sport', imageKey: 'home.top.sport', to: null },
  { labelKey: 'nav.contact', imageKey: 'home.top.contact', to: paths.contact },
];

export function TopMenu() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <nav className={styles.menu} aria-label={t('nav.topMenu')}>
      <Image className={styles.background} src={brand.images['home.top.background']} alt="" isPlaceholderTextHidden />
      <ul className={styles.list}>
        {ITEMS.map((item) => {
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
