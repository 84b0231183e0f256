import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { UserIcon } from '@/components/ui/icons';
import { ListSection } from '@/components/ui/list-section';
import { LoadError } from '@/components/ui/load-error';
import { TransactionItem } from '@/components/ui/transaction-item';
import { TransactionList } from '@/components/ui/transaction-list';
import { TransactionListSkeleton } from '@/components/ui/transaction-list-skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { toBangkokDay } from '@/lib/bangkok-date';
import { formatDay, isDateLanguage } from '@/lib/format-date-time';
import { useGetDownlineQuery } from '../api/get-downline';
import styles from './affiliate-report.module.css';

/** The friends who signed up with the member's link, newest first: only their username and the day they joined. */
export function DownlineList({ username }: { username: string }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const { data, error, isLoading, isFetching, refetch } = useGetDownlineQuery(username, { refetchOnMountOrArgChange: true });

  return (
    <ListSection titleId="affiliate-downline-title" title={t('affiliate.downline.title')} testId="affiliate-downline">
      {isLoading ? (
        <TransactionListSkeleton rows={3} testId="affiliate-downline-skeleton" />
      ) : error || !data ? (
        <LoadError title={t('affiliate.downline.error')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : data.data.length === 0 ? (
        <EmptyState title={t('affiliate.downline.empty')} text={t('affiliate.downline.emptyText')} />
      ) : (
        <>
          <p className={styles.summary} data-testid="affiliate-downline-total">
            {data.meta.total > data.data.length
              ? t('affiliate.downline.totalTruncated', { shown: data.data.length, total: data.meta.total })
              : t('affiliate.downline.total', { total: data.meta.total })}
          </p>
          <TransactionList label={t('affiliate.downline.title')} isRefreshing={isFetching} testId="affiliate-downline-list">
            {data.data.map((friend) => (
              <TransactionItem
                key={friend.username}
                icon={<UserIcon size={22} />}
                title={friend.username}
                details={[t('affiliate.downline.joined', { day: formatDay(toBangkokDay(friend.registeredAt), language) })]}
                testId="affiliate-downline-item"
              />
            ))}
          </TransactionList>
        </>
      )}
    </ListSection>
  );
}
