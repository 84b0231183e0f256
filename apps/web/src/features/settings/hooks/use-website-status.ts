import { useCallback } from 'react';
import type { WebsiteStatus } from '@app/contract/settings';
import { WEBSITE_STATUS_POLL_MS } from '@/config/limits';
import { useGetWebsiteStatusQuery } from '../api/get-website-status';

export interface WebsiteStatusState {
  /** null until the first answer, so nothing is shown that maintenance would have to take back. */
  status: WebsiteStatus | null;
  isFetching: boolean;
  refetch: () => void;
  /** Reads the status again; settles when the answer (or the failure) is in. */
  refresh: () => Promise<void>;
}

/** The operation status, read on load and polled every minute so maintenance reaches open pages. */
export function useWebsiteStatus(fallbackStatus: WebsiteStatus | undefined): WebsiteStatusState {
  const query = useGetWebsiteStatusQuery(undefined, {
    pollingInterval: WEBSITE_STATUS_POLL_MS,
    refetchOnReconnect: true,
  });
  const { refetch } = query;
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);
  // If the status call itself fails, the status carried by the brand settings is the best we know.
  const status = query.data ?? (query.isError ? (fallbackStatus ?? 'NORMAL') : null);
  return {
    status,
    isFetching: query.isFetching,
    refetch: () => void query.refetch(),
    refresh,
  };
}
