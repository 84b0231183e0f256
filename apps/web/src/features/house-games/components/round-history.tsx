import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedHistory } from '@/components/ui/paged-history';
import { TransactionList } from '@/components/ui/transaction-list';
import { useGetRoundHistoryQuery } from '../api/get-round-history';
import { RoundHistoryItem } from './round-history-item';

/** A short page: the history sits under the game, and the player mostly wants the last few rounds. */
const ROUND_HISTORY_PAGE_SIZE = 10;

/** The member's past house rounds, newest first, each with its seeds for the verifier. */
export function RoundHistory({ playToken }: { playToken: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useGetRoundHistoryQuery({ playToken, page, pageSize: ROUND_HISTORY_PAGE_SIZE });
  return (
    <PagedHistory
      query={query}
      page={page}
      onPageChange={setPage}
      texts={{ error: t('house.history.error'), emptyTitle: t('house.history.emptyTitle'), emptyText: t('house.history.emptyText') }}
      renderList={(rounds, isRefreshing) => (
        <TransactionList label={t('house.history.label')} isRefreshing={isRefreshing} testId="house-round-history">
          {rounds.map((round) => (
            <RoundHistoryItem key={round.roundId} round={round} />
          ))}
        </TransactionList>
      )}
    />
  );
}
