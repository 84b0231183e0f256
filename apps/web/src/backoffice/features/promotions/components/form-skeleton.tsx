import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './promotions.module.css';

/** A settings panel's shape while it loads: a title and a few fields. */
export function FormSkeleton({ fields = 4 }: { fields?: number }) {
  const { t } = useTranslation('backoffice');
  return (
    <div className={styles.panel} role="status" aria-label={t('app.loading')}>
      <Skeleton width={220} height={24} />
      <div className={styles.columns}>
        {Array.from({ length: fields }, (_, index) => (
          <Skeleton key={index} height={52} />
        ))}
      </div>
    </div>
  );
}
