import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './settings.module.css';

/** A section's shape while the settings load: a heading and a few fields. */
export function SettingsSkeleton() {
  const { t } = useTranslation('backoffice');
  return (
    <div className={styles.section} role="status" aria-label={t('app.loading')} data-testid="settings-skeleton">
      <Skeleton width="40%" height={22} />
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className={styles.form}>
          <Skeleton width={140} height={14} />
          <Skeleton height={52} />
        </div>
      ))}
    </div>
  );
}
