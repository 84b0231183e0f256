import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './today.module.css';

const FIGURE_PLACES = 7;
const QUEUE_PLACES = 7;

/** The shape of Today while it loads, so the cards do not jump into place. */
export function TodaySkeleton() {
  const { t } = useTranslation('backoffice');
  return (
    <div className={styles.overview} role="status" aria-label={t('app.loading')}>
      <Skeleton width={360} height={20} />
      <ul className={styles.figures}>
        {Array.from({ length: FIGURE_PLACES }, (_, index) => (
          <li key={index} className={styles.card}>
            <Skeleton width="50%" height={16} />
            <Skeleton width="80%" height={30} />
          </li>
        ))}
      </ul>
      <ul className={styles.queues}>
        {Array.from({ length: QUEUE_PLACES }, (_, index) => (
          <li key={index} className={styles.queue}>
            <Skeleton width={48} height={28} />
            <Skeleton width="60%" height={16} />
          </li>
        ))}
      </ul>
    </div>
  );
}
