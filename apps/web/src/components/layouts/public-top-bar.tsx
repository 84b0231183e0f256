import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { ButtonLink } from '../ui/button';
import { MenuIcon } from '../ui/icons';
import { BrandLogo } from './brand-logo';
import styles from './public-top-bar.module.css';

interface PublicTopBarProps {
  isLogoLinked: boolean;
  isMenuOpen: boolean;
  onMenuOpen: () => void;
}

export function PublicTopBar({ isLogoLinked, isMenuOpen, onMenuOpen }: PublicTopBarProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.bar}>
      <button
        type="button"
        className={styles.menuButton}
        onClick={onMenuOpen}
        aria-label={t('nav.openMenu')}
        aria-expanded={isMenuOpen}
        aria-controls="side-menu"
      >
        <MenuIcon />
      </button>
      <BrandLogo isLinked={isLogoLinked} />
      <span className={styles.spacer} />
      <nav className={styles.actions} aria-label={t('nav.login')}>
        <ButtonLink to={paths.login} variant="secondary" size="small">
          {t('nav.login')}
        </ButtonLink>
        <ButtonLink to={paths.register} variant="primary" size="small">
          {t('nav.register')}
        </ButtonLink>
      </nav>
    </header>
  );
}
