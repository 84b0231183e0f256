import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner';
import styles from './page-loader.module.css';

/**
 * The content-area placeholder while a page chunk loads; the layout around it stays. `holdsScreen`
 * makes it a screen tall, for a layout that draws something below the page (the member footnote).
 */
export function PageLoader({ holdsScreen = false }: { holdsScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={holdsScreen ? `${styles.loader} ${styles.holdsScreen}` : styles.loader}>
      <Spinner size={32} label={t('app.loading')} />
    </div>
  );
}
