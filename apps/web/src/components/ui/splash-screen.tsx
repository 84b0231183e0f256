import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';
import styles from './splash-screen.module.css';

/** Shown while the brand and website status load, so no page flashes before maintenance is known. */
export function SplashScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.splash}>
      <Spinner size={36} label={t('app.loading')} />
    </div>
  );
}
