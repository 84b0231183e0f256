import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import type { DecidedWithdrawal } from '@app/contract/withdrawals';
import dialogStyles from '@/backoffice/components/dialog-form.module.css';
import { DecisionDialog } from '@/backoffice/components/decision-dialog';
import type { AdminWithdrawal } from '../api/list-withdrawals';
import { DECISION_TEXTS, isDecisionTextValid, type DecisionKind } from '../decision-kinds';
import { useDecideWithdrawal } from '../hooks/use-decide-withdrawal';
import { WithdrawalBankAccount } from './withdrawal-bank-account';

interface WithdrawalDecisionDialogProps {
  kind: DecisionKind;
  brandId: string;
  withdrawal: AdminWithdrawal;
  onDone: (decided: DecidedWithdrawal) => void;
  onClose: () => void;
}

/**
 * Approve (with the bank's reference), reject or fail (with a reason the member reads), or retry a
 * failed payout (only confirmed). A refusal, such as a second approval by the operator who gave
 * the first, stays in the dialog.
 */
export function WithdrawalDecisionDialog({ kind, brandId, withdrawal, onDone, onClose }: WithdrawalDecisionDialogProps) {
  const { t } = useTranslation('backoffice');
  const texts = DECISION_TEXTS[kind];
  const { input } = texts;
  const { decide } = useDecideWithdrawal(kind);

  return (
    <DecisionDialog
      title={t(texts.title)}
      testId="withdrawal-decision-dialog"
      summary={
        <>
          <p className={dialogStyles.summaryText}>
            {t('withdrawals.dialog.summary', { username: withdrawal.username, amount: formatBaht(withdrawal.amountSatang) })}
          </p>
          <WithdrawalBankAccount withdrawal={withdrawal} />
        </>
      }
      text={
        input
          ? {
              field: input.field,
              label: t(input.label),
              maxLength: kind === 'approve' ? 100 : 500,
              requiredMessage: t(input.required),
              isValid: (text) => isDecisionTextValid(kind, text),
            }
          : null
      }
      hint={t(texts.hint)}
      confirmLabel={t(texts.confirm)}
      sendingLabel={t('withdrawals.dialog.sending')}
      send={(text) => decide({ brandId, withdrawalId: withdrawal.uuid }, text)}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
