import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ButtonLink } from '../ui/button';
import { BrandLogo } from './brand-logo';
import { MenuButton } from './menu-button';
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
      <MenuButton controls="side-menu" isMenuOpen={isMenuOpen} onMenuOpen={onMenuOpen} />
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
