import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/components/layouts/brand-logo';
import { Column } from '@/components/layouts/column';
import { Page } from '@/components/layouts/page';
import { ButtonLink } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import styles from './play-frame.module.css';

interface PlayFrameProps {
  /** The document title. */
  title: string;
  /** Beside the logo: the balance, once the session is known. */
  trailing?: ReactNode;
  children: ReactNode;
}

/**
 * The full-screen frame of a house game: the site's column, brand background and logo, but no
 * member menus, so the game has the whole phone. The way back to the site is always in reach.
 */
export function PlayFrame({ title, trailing, children }: PlayFrameProps) {
  const { t } = useTranslation();
  return (
    <Column
      header={
        <header className={styles.bar}>
          <ButtonLink to={paths.auth.dashboard} variant="ghost" size="small" className={styles.back}>
            <ChevronLeftIcon size={18} />
            {t('house.backToSite')}
          </ButtonLink>
          <BrandLogo isLinked={false} />
          <div className={styles.trailing}>{trailing}</div>
        </header>
      }
    >
      <Page title={title} isFlush>
        <div className={styles.content}>{children}</div>
      </Page>
    </Column>
  );
}
