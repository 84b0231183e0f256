import type { SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ButtonLink } from '../ui/button';
import { SearchIcon } from '../ui/icons';
import { BrandLogo } from './brand-logo';
import styles from './minimal-public-top-bar.module.css';

/** The minimal variant's bar: logo, a game search box and a login link. */
export function MinimalPublicTopBar({ isLogoLinked }: { isLogoLinked: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  // Games open only for members, so a visitor's search leads to the login page first.
  const goToLogin = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(paths.login);
  };

  return (
    <header className={styles.bar}>
      <BrandLogo isLinked={isLogoLinked} />
      <form className={styles.search} role="search" onSubmit={goToLogin}>
        <SearchIcon size={18} />
        <input
          className={styles.searchInput}
          type="search"
          name="q"
          aria-label={t('nav.searchLabel')}
          placeholder={t('nav.searchPlaceholder')}
          enterKeyHint="search"
        />
      </form>
      <ButtonLink to={paths.login} variant="primary" size="small">
        {t('nav.login')}
      </ButtonLink>
    </header>
  );
}
