import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { Button } from '@/components/ui/button';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format-date-time';
import { useColumnLabel } from '@/backoffice/components/column-labels';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import type { AdminWithdrawal } from '../api/list-withdrawals';
import { decisionsFor, type DecisionKind } from '../decision-kinds';
import { WithdrawalBankAccount } from './withdrawal-bank-account';
import { WithdrawalStatusChip } from './withdrawal-status-chip';
import styles from './withdrawal-row.module.css';
import queueStyles from '@/backoffice/components/queue-cells.module.css';

interface WithdrawalRowProps {
  withdrawal: AdminWithdrawal;
  /** The signed-in operator, to tell their own first approval from a colleague's. */
  operatorId: string;
  /** Null for a role that reads the queue without deciding. */
  onDecide: ((kind: DecisionKind) => void) | null;
  /** Whether the table has the actions column (not for decided statuses, nor for support). */
  hasActionColumn: boolean;
}

/**
 * Who decided a withdrawal, by username: the approver (and the first of two under four-eyes), the
 * operator who rejected or marked it failed, or the automatic payout.
 */
function useDeciders(withdrawal: AdminWithdrawal): string[] {
  const { t } = useTranslation('backoffice');
  const decider = withdrawal.decidedByUsername;
  if (withdrawal.status === 'completed') {
    if (!decider) return [t('withdrawals.paidAutomatically')];
    const first = withdrawal.firstApprovedByUsername;
    return first
      ? [t('withdrawals.approvedBy', { operator: first }), t('withdrawals.secondApprovedBy', { operator: decider })]
      : [t('withdrawals.approvedBy', { operator: decider })];
  }
  if (withdrawal.status === 'rejected' && decider) return [t('withdrawals.rejectedBy', { operator: decider })];
  if (withdrawal.status === 'failed' && decider) return [t('withdrawals.failedBy', { operator: decider })];
  return [];
}

export function WithdrawalRow({ withdrawal, operatorId, onDecide, hasActionColumn }: WithdrawalRowProps) {
  const columnLabel = useColumnLabel();
  const { t } = useTranslation('backoffice');
  const language = useConsoleDateLanguage();
  const firstApprover = withdrawal.status === 'pending' ? withdrawal.firstApprovedBy : null;
  const isMyFirstApproval = firstApprover === operatorId;
  const deciders = useDeciders(withdrawal);
  const decisions = onDecide ? decisionsFor(withdrawal.status) : [];

  return (
    <tr data-testid="withdrawal-row" data-withdrawal-id={withdrawal.uuid}>
      <td className={tableStyles.nowrap} data-label={columnLabel(0)}>
        <time dateTime={withdrawal.createdAt}>{formatDateTime(withdrawal.createdAt, language)}</time>
      </td>
      <td data-label={columnLabel(1)}>
        <span className={queueStyles.username}>{withdrawal.username}</span>
      </td>
      <td data-label={columnLabel(2)}>
        <WithdrawalBankAccount withdrawal={withdrawal} />
      </td>
      <td className={`${tableStyles.numeric} ${queueStyles.amount}`} data-testid="withdrawal-amount" data-label={columnLabel(3)}>
        {formatBaht(withdrawal.amountSatang)}
      </td>
      <td data-label={columnLabel(4)}>
        <div className={styles.state}>
          <WithdrawalStatusChip status={withdrawal.status} />
          {firstApprover ? (
            <>
              <StatusChip tone="accent" label={t('withdrawals.waitingSecondApprover')} />
              <p className={queueStyles.note} data-testid="first-approval">
                {isMyFirstApproval
                  ? t('withdrawals.firstApprovedByYou')
                  : t('withdrawals.firstApprovedBy', { operator: withdrawal.firstApprovedByUsername ?? firstApprover })}
              </p>
            </>
          ) : null}
          {withdrawal.status === 'rejected' && withdrawal.rejectReason ? (
            <p className={queueStyles.note}>{t('withdrawals.rejectReason', { reason: withdrawal.rejectReason })}</p>
          ) : null}
          {withdrawal.status === 'failed' && withdrawal.failureReason ? (
            <p className={queueStyles.note}>{t('withdrawals.failureReason', { reason: withdrawal.failureReason })}</p>
          ) : null}
          {withdrawal.status === 'completed' && withdrawal.bankReference ? (
            <p className={queueStyles.note} data-testid="withdrawal-bank-reference">
              {t('withdrawals.bankReference', { reference: withdrawal.bankReference })}
            </p>
          ) : null}
          {deciders.length > 0 ? (
            <p className={queueStyles.note} data-testid="withdrawal-deciders">
              {deciders.map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))}
            </p>
          ) : null}
          {withdrawal.decidedAt ? (
            <p className={tableStyles.muted}>
              {t('withdrawals.decidedAt')}{' '}
              <time className={tableStyles.nowrap} dateTime={withdrawal.decidedAt}>
                {formatDateTime(withdrawal.decidedAt, language)}
              </time>
            </p>
          ) : null}
        </div>
      </td>
      {hasActionColumn ? (
        <td data-label={columnLabel(5)}>
          {onDecide && decisions.length > 0 ? (
            <div className={queueStyles.actions} role="group" aria-label={t('withdrawals.actionsFor', { username: withdrawal.username })}>
              {decisions.map((kind) => (
                <Button
                  key={kind}
                  size="small"
                  variant={kind === 'approve' || kind === 'retry' ? 'primary' : 'ghost'}
                  onClick={() => {
                    onDecide(kind);
                  }}
                >
                  {kind === 'approve' && firstApprover && !isMyFirstApproval ? t('withdrawals.approveSecond') : t(`withdrawals.${kind}`)}
                </Button>
              ))}
            </div>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}
