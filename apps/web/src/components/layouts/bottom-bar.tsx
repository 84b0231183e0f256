import { useEffect, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildGamesCategoryPath, paths } from '@/config/paths';
import { Image } from '../ui/image';
import { ChatIcon, GiftIcon, HomeIcon, WalletIcon, WithdrawIcon } from '../ui/icons';
import { useBrand } from './brand-context';
import styles from './bottom-bar.module.css';

function BarLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <NavLink to={to} className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}>
        {icon}
        <span>{label}</span>
      </NavLink>
    </li>
  );
}

/** Set on <html> while the bar is shown; toast-provider.module.css reads it. */
const BOTTOM_BAR_CLASS = 'has-bottom-bar';

/** The member's fixed bottom bar; the fourth slot depends on the client variant. */
export function BottomBar() {
  const { t } = useTranslation();
  const brand = useBrand();

  // Notices live outside the layout (they outlast a navigation); this tells them to rise above
  // the bar, and its raised centre button, while the bar is on screen.
  useEffect(() => {
    document.documentElement.classList.add(BOTTOM_BAR_CLASS);
    return () => {
      document.documentElement.classList.remove(BOTTOM_BAR_CLASS);
    };
  }, []);
  return (
    <nav className={styles.bar} aria-label={t('nav.memberMenu')}>
      <ul className={styles.list}>
        <BarLink to={paths.auth.dashboard} icon={<HomeIcon />} label={t('nav.dashboard')} />
        <BarLink to={paths.auth.deposit} icon={<WalletIcon />} label={t('nav.deposit')} />
        <li>
          <Link to={buildGamesCategoryPath('all')} className={styles.center} data-testid="all-games-button">
            <span className={styles.round}>
              <Image className={styles.roundImage} src={brand.images['home.menuBottom.allGame']} alt="" isPlaceholderTextHidden />
            </span>
            <span>{t('nav.allGames')}</span>
          </Link>
        </li>
        {brand.hasWithdrawSlot ? (
          <BarLink to={paths.auth.withdraw} icon={<WithdrawIcon />} label={t('nav.withdraw')} />
        ) : (
          <BarLink to={paths.auth.media} icon={<GiftIcon />} label={t('nav.media')} />
        )}
        <BarLink to={paths.auth.contact} icon={<ChatIcon />} label={t('nav.contact')} />
      </ul>
    </nav>
  );
}
