import { useTranslation } from 'react-i18next';
import type { PrizeDraw, PrizeGame } from '@app/contract/rewards/prize-draws';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSection } from '@/components/ui/list-section';
import { LoadError } from '@/components/ui/load-error';
import { TransactionList } from '@/components/ui/transaction-list';
import { TransactionListSkeleton } from '@/components/ui/transaction-list-skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useGetFlipCardLogQuery } from '../api/get-flip-card-log';
import { useGetWheelLogQuery } from '../api/get-wheel-log';
import { DrawHistoryItem } from './draw-history-item';
import { GAME_TEXT } from './game-text';

interface DrawLog {
  data?: PrizeDraw[];
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A game's draws, newest first, with their loading, empty and error states. */
function DrawHistory({ game, log }: { game: PrizeGame; log: DrawLog }) {
  const { t } = useTranslation();
  const text = GAME_TEXT[game];
  const { data, error, isLoading, isFetching, refetch } = log;
  const titleId = `${text}-history-title`;
  return (
    <ListSection titleId={titleId} title={t(`prizeDraws.${text}.historyTitle`)} testId="draw-history">
      {isLoading ? (
        <TransactionListSkeleton rows={3} />
      ) : error ? (
        <LoadError title={t(`prizeDraws.${text}.historyError`)} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : !data || data.length === 0 ? (
        <EmptyState title={t(`prizeDraws.${text}.historyEmpty`)} text={t(`prizeDraws.${text}.historyEmptyText`)} />
      ) : (
        <TransactionList label={t(`prizeDraws.${text}.historyTitle`)} isRefreshing={isFetching} testId="draw-history-list">
          {data.map((draw) => (
            <DrawHistoryItem key={draw.id} draw={draw} />
          ))}
        </TransactionList>
      )}
    </ListSection>
  );
}

/** The member's spins of the wheel; asked for again on every visit and after every spin. */
export function WheelHistory() {
  const log = useGetWheelLogQuery(undefined, { refetchOnMountOrArgChange: true });
  return <DrawHistory game="wheel" log={log} />;
}

/** The member's flipped cards; asked for again on every visit and after every flip. */
export function FlipCardHistory() {
  const log = useGetFlipCardLogQuery(undefined, { refetchOnMountOrArgChange: true });
  return <DrawHistory game="flip_card" log={log} />;
}
