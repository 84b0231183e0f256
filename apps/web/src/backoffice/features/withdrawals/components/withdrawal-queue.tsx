import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecidedWithdrawal, WithdrawalStatus } from '@app/contract/withdrawals';
import { useToast } from '@/components/ui/toast-context';
import { ListPanel } from '@/backoffice/components/list-panel';
import { canDecideWithdrawals } from '@/backoffice/session/operator-roles';
import { useOperator } from '@/backoffice/session/use-operator';
import { useListWithdrawalsQuery, type AdminWithdrawal } from '../api/list-withdrawals';
import { decisionsFor, type DecisionKind } from '../decision-kinds';
import { WithdrawalDecisionDialog } from './withdrawal-decision-dialog';
import { WithdrawalRow } from './withdrawal-row';

/** New requests arrive all the time; the pending queue on a desk refreshes itself this often. */
const QUEUE_POLL_MS = 30_000;

/** The requested amount's column (from 0), a figure aligned right. */
const AMOUNT_COLUMN = 3;

interface OpenDecision {
  kind: DecisionKind;
  withdrawal: AdminWithdrawal;
}

/** One status of the brand's withdrawals as a table, with the decisions the operator's role may take. */
export function WithdrawalQueue({ brandId, status }: { brandId: string; status: WithdrawalStatus }) {
  const { t } = useTranslation('backoffice');
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

  return (
    <>
      <ListPanel
        rows={withdrawals}
        error={error}
        isFetching={isFetching}
        onRefresh={() => void refetch()}
        columns={columns}
        numericColumns={[AMOUNT_COLUMN]}
        isStackedOnPhone
        loadErrorTitle={t('withdrawals.loadError')}
        emptyTitle={t(`withdrawals.empty.${status}`)}
        emptyText={t('withdrawals.emptyText')}
        caption={(rows) => t('withdrawals.count', { count: rows.length })}
        testId="withdrawal-table"
      >
        {(rows) =>
          rows.map((withdrawal) => (
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
          ))
        }
      </ListPanel>
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
    </>
  );
}
