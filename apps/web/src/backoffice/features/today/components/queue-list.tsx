import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@/components/ui/icons';
import type { QueueItem } from '../today-items';
import styles from './today.module.css';

/** How many items wait in each queue; a queue with a console screen opens it. */
export function QueueList({ queues }: { queues: QueueItem[] }) {
  const { t } = useTranslation('backoffice');
  return (
    <ul className={styles.queues}>
      {queues.map((queue) => {
        const content = (
          <>
            <span className={queue.count > 0 ? `${styles.queueCount} ${styles.waiting}` : styles.queueCount}>{queue.count}</span>
            <span className={styles.queueName}>{t(`today.queues.${queue.name}`)}</span>
            {queue.to ? <ChevronRightIcon size={18} className={styles.queueChevron} /> : null}
          </>
        );
        return (
          <li key={queue.name} data-testid={`queue-${queue.name}`}>
            {queue.to ? (
              <Link to={queue.to} className={`${styles.queue} ${styles.queueLink}`}>
                {content}
              </Link>
            ) : (
              <div className={styles.queue}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
