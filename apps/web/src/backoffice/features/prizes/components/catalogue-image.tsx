import { useTranslation } from 'react-i18next';
import { Image } from '@/components/ui/image';
import tableStyles from '@/backoffice/components/data-table.module.css';
import styles from './prize-panels.module.css';

/**
 * A catalogue image in a table cell. A path relative to the brand's image base URL is shown as
 * text: the admin API does not tell the console that base URL, so it cannot be previewed here.
 */
export function CatalogueImage({ path, alt }: { path: string; alt: string }) {
  const { t } = useTranslation('backoffice');
  if (path === '') return <span className={tableStyles.muted}>{t('prizes.catalogue.noImage')}</span>;
  if (path.startsWith('https://') || path.startsWith('/'))
    return <Image src={path} alt={alt} width={40} height={40} className={styles.thumb} isPlaceholderTextHidden />;
  return <span className={tableStyles.mono}>{path}</span>;
}
