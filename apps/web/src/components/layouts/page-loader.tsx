import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner';
import styles from './page-loader.module.css';

/** The content-area placeholder while a page chunk loads; the layout around it stays. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={styles.loader}>
      <Spinner size={32} label={t('app.loading')} />
    </div>
  );
}
