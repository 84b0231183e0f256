import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { WalletIcon, WithdrawIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { TransactionList } from '@/components/ui/transaction-list';
import { TransactionListSkeleton } from '@/components/ui/transaction-list-skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { FeedItem, type FeedEntry } from './feed-item';

/** The server sends up to 20; the home page shows a short list so the page stays light. */
export const FEED_ROW_LIMIT = 8;

export type FeedKind = 'deposit' | 'withdraw';

/** The part of an RTK Query result a feed needs. */
export interface FeedQuery {
  data?: readonly FeedEntry[];
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

const TEXTS = {
  deposit: {
    list: 'home.feeds.depositList',
    error: 'home.feeds.depositError',
    emptyTitle: 'home.feeds.depositEmpty',
    emptyText: 'home.feeds.depositEmptyText',
  },
  withdraw: {
    list: 'home.feeds.withdrawList',
    error: 'home.feeds.withdrawError',
    emptyTitle: 'home.feeds.withdrawEmpty',
    emptyText: 'home.feeds.withdrawEmptyText',
  },
} as const;

/** One public feed with its loading skeleton, error and retry, and empty state. */
export function FeedPanel({ kind, query }: { kind: FeedKind; query: FeedQuery }) {
  const { t } = useTranslation();
  const texts = TEXTS[kind];
  const { data, error, isLoading, isFetching, refetch } = query;
  if (isLoading) return <TransactionListSkeleton rows={4} testId="feed-skeleton" />;
  if (error) {
    return <LoadError title={t(texts.error)} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  }
  if (!data) return null;
  if (data.length === 0) return <EmptyState title={t(texts.emptyTitle)} text={t(texts.emptyText)} />;
  const icon = kind === 'deposit' ? <WalletIcon size={22} /> : <WithdrawIcon size={22} />;
  return (
    <TransactionList label={t(texts.list)} isRefreshing={isFetching} testId={`${kind}-feed`}>
      {data.slice(0, FEED_ROW_LIMIT).map((entry, index) => (
        // Entries carry no id; the list is replaced whole on every load, so the position is stable enough.
        <FeedItem key={`${entry.createdAt}-${String(index)}`} entry={entry} icon={icon} />
      ))}
    </TransactionList>
  );
}
