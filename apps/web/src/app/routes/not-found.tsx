import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/components/layouts/brand-logo';
import { Column } from '@/components/layouts/column';
import { Page } from '@/components/layouts/page';
import { ButtonLink } from '@/components/ui/button';
import { StatusScreen } from '@/components/ui/status-screen';
import { paths } from '@/config/paths';
import headerStyles from './standalone-header.module.css';
import styles from './not-found.module.css';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Column
      header={
        <div className={headerStyles.header}>
          <BrandLogo />
        </div>
      }
    >
      <Page title={t('pages.notFound')} isFlush>
        <StatusScreen
          art={<span className={styles.code}>{t('notFound.code')}</span>}
          title={t('notFound.heading')}
          text={t('notFound.text')}
          actions={
            <ButtonLink to={paths.auth.dashboard} isFullWidth>
              {t('notFound.back')}
            </ButtonLink>
          }
        />
      </Page>
    </Column>
  );
}
