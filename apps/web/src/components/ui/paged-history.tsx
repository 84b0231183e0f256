import type { ReactNode } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { EmptyState } from './empty-state';
import { ListSection } from './list-section';
import { LoadError } from './load-error';
import { Pager } from './pager';
import { TransactionListSkeleton } from './transaction-list-skeleton';

/** The part of an RTK Query result a paged history needs. */
export interface PagedHistoryQuery<Item> {
  data?: { data: Item[]; meta: { total: number; pageSize: number } };
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface PagedHistoryProps<Item> {
  query: PagedHistoryQuery<Item>;
  /** Starts at 1; the screen keeps it (in the address) so reload and back keep the page. */
  page: number;
  onPageChange: (page: number) => void;
  texts: { error: string; emptyTitle: string; emptyText: string };
  /** The list of this page's items; `isRefreshing` while the next page loads over it. */
  renderList: (items: Item[], isRefreshing: boolean) => ReactNode;
}

/** A history a page at a time, with the loading skeleton, error with retry, empty state and pager every history shares. */
export function PagedHistory<Item>({ query, page, onPageChange, texts, renderList }: PagedHistoryProps<Item>) {
  const { data, error, isLoading, isFetching, refetch } = query;
  if (isLoading) return <TransactionListSkeleton rows={4} />;
  if (error) {
    return <LoadError title={texts.error} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  }
  if (!data) return null;

  const pageCount = Math.max(1, Math.ceil(data.meta.total / data.meta.pageSize));
  return (
    <ListSection>
      {data.data.length === 0 ? <EmptyState title={texts.emptyTitle} text={texts.emptyText} /> : renderList(data.data, isFetching)}
      {data.meta.total > 0 ? <Pager page={page} pageCount={pageCount} onPageChange={onPageChange} isBusy={isFetching} /> : null}
    </ListSection>
  );
}
