import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import styles from './house-play-screen.module.css';

/** What a house game page shows while its session starts. */
export function PlayStarting() {
  const { t } = useTranslation();
  return (
    <p className={styles.starting} role="status">
      <Spinner size={28} />
      {t('house.starting')}
    </p>
  );
}
