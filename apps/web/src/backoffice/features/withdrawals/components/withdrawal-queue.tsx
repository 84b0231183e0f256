import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecidedWithdrawal, WithdrawalStatus } from '@app/contract/withdrawals';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { useToast } from '@/components/ui/toast-context';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { ColumnLabelsContext } from '@/backoffice/components/column-labels';
import { RefreshButton } from '@/backoffice/components/refresh-button';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { canDecideWithdrawals } from '@/backoffice/session/operator-roles';
import { useOperator } from '@/backoffice/session/use-operator';
import { useListWithdrawalsQuery, type AdminWithdrawal } from '../api/list-withdrawals';
import { decisionsFor, type DecisionKind } from '../decision-kinds';
import { WithdrawalDecisionDialog } from './withdrawal-decision-dialog';
import { WithdrawalRow } from './withdrawal-row';
import styles from './withdrawal-queue.module.css';

/** New requests arrive all the time; the pending queue on a desk refreshes itself this often. */
const QUEUE_POLL_MS = 30_000;

interface OpenDecision {
  kind: DecisionKind;
  withdrawal: AdminWithdrawal;
}

/** One status of the brand's withdrawals as a table, with the decisions the operator's role may take. */
export function WithdrawalQueue({ brandId, status }: { brandId: string; status: WithdrawalStatus }) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const { showToast } = useToast();
  const operator = useOperator();
  const canDecide = canDecideWithdrawals(operator.role);
  const hasActionColumn = canDecide && decisionsFor(status).length > 0;
  const [decision, setDecision] = useState<OpenDecision | null>(null);
  const {
    data: withdrawals,
    error,
    isFetching,
    refetch,
  } = useListWithdrawalsQuery(
    { brandId, status },
    { pollingInterval: status === 'pending' || status === 'processing' ? QUEUE_POLL_MS : 0, refetchOnFocus: true },
  );

  const columns = [
    t('withdrawals.columns.requestedAt'),
    t('withdrawals.columns.member'),
    t('withdrawals.columns.bankAccount'),
    t('withdrawals.columns.amount'),
    t('withdrawals.columns.status'),
    ...(hasActionColumn ? [t('withdrawals.columns.actions')] : []),
  ];

  const announce = (decided: DecidedWithdrawal, open: OpenDecision) => {
    const { username } = open.withdrawal;
    if (open.kind === 'reject') showToast(t('withdrawals.done.rejected', { username }), 'success');
    else if (open.kind === 'fail') showToast(t('withdrawals.done.failed'), 'success');
    else if (open.kind === 'retry') showToast(t('withdrawals.done.retried', { username }), 'success');
    else if (decided.status === 'pending') showToast(t('withdrawals.done.firstApproval'), 'info');
    else showToast(t('withdrawals.done.approved', { username }), 'success');
  };

  let content;
  if (!withdrawals) {
    content = error ? (
      <LoadError title={t('withdrawals.loadError')} message={errorText(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
    ) : (
      <TableSkeleton columns={columns} />
    );
  } else if (withdrawals.length === 0) {
    content = <EmptyState title={t(`withdrawals.empty.${status}`)} text={t('withdrawals.emptyText')} />;
  } else {
    content = (
      <div className={tableStyles.frame}>
        <table className={`${tableStyles.table} ${tableStyles.stackOnPhone}`} data-testid="withdrawal-table">
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" className={index === 3 ? tableStyles.numeric : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <ColumnLabelsContext value={columns}>
              {withdrawals.map((withdrawal) => (
                <WithdrawalRow
                  key={withdrawal.uuid}
                  withdrawal={withdrawal}
                  operatorId={operator.id}
                  hasActionColumn={hasActionColumn}
                  onDecide={
                    canDecide
                      ? (kind) => {
                          setDecision({ kind, withdrawal });
                        }
                      : null
                  }
                />
              ))}
            </ColumnLabelsContext>
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className={styles.queue}>
      <div className={styles.toolbar}>
        <p className={tableStyles.caption}>{withdrawals ? t('withdrawals.count', { count: withdrawals.length }) : null}</p>
        <RefreshButton onRefresh={() => void refetch()} isRefreshing={isFetching} />
      </div>
      {withdrawals && error ? (
        <LoadError title={t('withdrawals.loadError')} message={errorText(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : null}
      {content}
      {decision ? (
        <WithdrawalDecisionDialog
          kind={decision.kind}
          brandId={brandId}
          withdrawal={decision.withdrawal}
          onClose={() => {
            setDecision(null);
          }}
          onDone={(decided) => {
            announce(decided, decision);
            setDecision(null);
          }}
        />
      ) : null}
    </div>
  );
}
