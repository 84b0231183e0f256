import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date-time';
import { LoadError } from '@/components/ui/load-error';
import { RefreshButton } from '@/backoffice/components/refresh-button';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useGetTodayQuery } from '../api/get-today';
import { listFigures, listQueues } from '../today-items';
import { FigureCard } from './figure-card';
import { QueueList } from './queue-list';
import { TodaySkeleton } from './today-skeleton';
import styles from './today.module.css';

/** The figures move all day; a minute is fresh enough for a screen left open on a desk. */
const TODAY_POLL_MS = 60_000;

export function TodayOverviewPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation('backoffice');
  const language = useConsoleDateLanguage();
  const errorText = useApiErrorText();
  const { data, error, isFetching, refetch } = useGetTodayQuery(brandId, { pollingInterval: TODAY_POLL_MS, refetchOnFocus: true });

  if (!data) {
    if (error) return <LoadError title={t('today.loadError')} message={errorText(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
    return <TodaySkeleton />;
  }

  return (
    <div className={styles.overview} data-testid="today-overview">
      <div className={styles.toolbar}>
        <p className={styles.subtitle}>{t('today.subtitle', { day: formatDay(data.figures.day, language) })}</p>
        <RefreshButton onRefresh={() => void refetch()} isRefreshing={isFetching} />
      </div>
      {error ? <LoadError title={t('today.loadError')} message={errorText(error)} onRetry={() => void refetch()} isRetrying={isFetching} /> : null}
      <section aria-labelledby="today-figures">
        <h2 id="today-figures" className={styles.sectionTitle}>
          {t('today.figuresHeading')}
        </h2>
        <ul className={styles.figures}>
          {listFigures(data).map((figure) => (
            <li key={figure.name}>
              <FigureCard figure={figure} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="today-queues">
        <h2 id="today-queues" className={styles.sectionTitle}>
          {t('today.queuesHeading')}
        </h2>
        <QueueList queues={listQueues(data)} />
      </section>
    </div>
  );
}
