import { Trans, useTranslation } from 'react-i18next';
import { useBrand } from '../../components/layouts/brand-context';
import { Page } from '../../components/layouts/page';
import { ButtonLink } from '../../components/ui/button';
import { ComingSoon } from '../../components/ui/coming-soon';
import { ChatIcon, LockIcon, WalletIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { PublicAnnouncements } from '../../features/announcements/components/public-announcements';
import styles from './home.module.css';

export default function HomeRoute() {
  const { t } = useTranslation();
  const { siteName } = useBrand();
  return (
    <Page title={t('pages.home')}>
      <PublicAnnouncements />
      <section className={styles.hero}>
        <h1 className={styles.title}>
          <Trans i18nKey="home.welcome" values={{ siteName }} components={{ accent: <span className={styles.siteName} /> }} />
        </h1>
        <p className={styles.tagline}>{t('home.tagline')}</p>
        <div className={styles.actions}>
          <ButtonLink to={paths.register} variant="primary">
            {t('home.registerCta')}
          </ButtonLink>
          <ButtonLink to={paths.login} variant="secondary">
            {t('home.loginCta')}
          </ButtonLink>
        </div>
      </section>
      <section className={styles.features} aria-labelledby="home-features">
        <h2 id="home-features" className={styles.featuresTitle}>
          {t('home.features')}
        </h2>
        <ul className={styles.featureList}>
          <li className={styles.feature}>
            <WalletIcon className={styles.featureIcon} />
            {t('home.featureFast')}
          </li>
          <li className={styles.feature}>
            <LockIcon className={styles.featureIcon} />
            {t('home.featureSafe')}
          </li>
          <li className={styles.feature}>
            <ChatIcon className={styles.featureIcon} />
            {t('home.featureSupport')}
          </li>
        </ul>
      </section>
      <ComingSoon />
    </Page>
  );
}
