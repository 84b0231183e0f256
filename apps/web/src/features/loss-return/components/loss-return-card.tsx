import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { ListSection } from '@/components/ui/list-section';
import { PhraseText } from '@/components/ui/phrase-text';
import { TransactionList } from '@/components/ui/transaction-list';
import { TransactionListSkeleton } from '@/components/ui/transaction-list-skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useGetLossReturnsQuery } from '../api/get-loss-returns';
import { LossReturnItem } from './loss-return-item';
import styles from './loss-return-card.module.css';

/**
 * The member's loss return (ยอดเสียคืน): the share of their net loss the brand gives back, how
 * often, and each period's amount. Offered amounts are claimed here; `onClaimed` lets the screen
 * refresh the credit balance, which belongs to another feature.
 */
export function LossReturnCard({ onClaimed }: { onClaimed: () => void }) {
  const { t } = useTranslation();
  // A new period may have closed since the last visit, so a return to this screen asks again.
  const { data, error, isLoading, isFetching, refetch } = useGetLossReturnsQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <ListSection titleId="loss-return-title" title={t('lossReturn.title')} testId="loss-return">
      {isLoading ? (
        <TransactionListSkeleton rows={1} />
      ) : error ? (
        <LoadError title={t('lossReturn.error')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : data ? (
        <>
          <div className={styles.terms} data-testid="loss-return-terms">
            <span className={styles.percent}>{t('lossReturn.percent', { percent: data.percent })}</span>
            <p className={styles.termsText}>
              <PhraseText text={t(`lossReturn.terms.${data.period}`, { percent: data.percent })} />
              <br />
              <PhraseText text={t(`lossReturn.mode.${data.mode}`)} />
            </p>
          </div>
          {data.items.length === 0 ? (
            <EmptyState title={t('lossReturn.empty')} text={t('lossReturn.emptyText')} />
          ) : (
            <TransactionList label={t('lossReturn.title')} isRefreshing={isFetching} testId="loss-return-list">
              {data.items.map((item) => (
                <LossReturnItem key={item.id} lossReturn={item} onClaimed={onClaimed} />
              ))}
            </TransactionList>
          )}
        </>
      ) : null}
    </ListSection>
  );
}
