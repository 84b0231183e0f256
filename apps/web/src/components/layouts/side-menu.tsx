import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { ButtonLink } from '../ui/button';
import { CloseIcon } from '../ui/icons';
import { BrandLogo } from './brand-logo';
import styles from './side-menu.module.css';

type SideMenuLabel = 'nav.home' | 'nav.promotion' | 'nav.liveScore' | 'nav.score' | 'nav.contact';

const LINKS: readonly { to: string; labelKey: SideMenuLabel }[] = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.promotion, labelKey: 'nav.promotion' },
  { to: paths.liveScore, labelKey: 'nav.liveScore' },
  { to: paths.score, labelKey: 'nav.score' },
  { to: paths.contact, labelKey: 'nav.contact' },
];

export function SideMenu({ isLogoLinked, onClose }: { isLogoLinked: boolean; onClose: () => void }) {
  const { t } = useTranslation();

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => {
      window.removeEventListener('keydown', closeOnEscape);
    };
  }, [onClose]);

  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <nav id="side-menu" className={styles.drawer} aria-label={t('nav.sideMenuTitle')}>
        <div className={styles.header}>
          <BrandLogo isLinked={isLogoLinked} />
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('nav.closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        <ul className={styles.list}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={onClose}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              >
                {t(link.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          <ButtonLink to={paths.register} variant="primary" isFullWidth onClick={onClose}>
            {t('nav.register')}
          </ButtonLink>
          <ButtonLink to={paths.login} variant="secondary" isFullWidth onClick={onClose}>
            {t('nav.login')}
          </ButtonLink>
        </div>
      </nav>
    </>
  );
}
