import { useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money';
import { Button } from '../../../../components/ui/button';
import { AlertIcon } from '../../../../components/ui/icons';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { PhraseText } from '../../../../components/ui/phrase-text';
import { TextField } from '../../../../components/ui/text-field';
import { isApiFailure } from '../../../../lib/api-client';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import type { AdminWithdrawal } from '../api/list-withdrawals';
import type { DecidedWithdrawal } from '../api/withdrawal-decision';
import { DECISION_TEXTS, isDecisionTextValid, type DecisionKind } from '../decision-kinds';
import { useDecideWithdrawal } from '../hooks/use-decide-withdrawal';
import { WithdrawalBankAccount } from './withdrawal-bank-account';
import styles from './decision-dialog.module.css';

interface DecisionDialogProps {
  kind: DecisionKind;
  brandId: string;
  withdrawal: AdminWithdrawal;
  onDone: (decided: DecidedWithdrawal) => void;
  onClose: () => void;
}

/**
 * Approve (with the bank's reference), reject or fail (with a reason the member reads): the one
 * required text, checked with the contract, sent once. A retry of a failed payout has no text and
 * is only confirmed. A refusal, such as a second approval by the operator who gave the first, is
 * shown here and the text stays.
 */
export function DecisionDialog({ kind, brandId, withdrawal, onDone, onClose }: DecisionDialogProps) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const texts = DECISION_TEXTS[kind];
  const { input } = texts;
  const { decide, isSending } = useDecideWithdrawal(kind);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const isSendingRef = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSendingRef.current) return;
    setFormError(null);
    if (input && !isDecisionTextValid(kind, text)) {
      setFieldError(t(input.required));
      inputRef.current?.focus();
      return;
    }
    isSendingRef.current = true;
    try {
      onDone(await decide({ brandId, withdrawalId: withdrawal.uuid }, text));
    } catch (error) {
      if (input && isApiFailure(error) && error.field === input.field) {
        setFieldError(errorText(error));
        inputRef.current?.focus();
      } else {
        setFormError(errorText(error));
      }
    } finally {
      isSendingRef.current = false;
    }
  };

  return (
    <ModalDialog
      title={t(texts.title)}
      closeLabel={t('common.cancel')}
      testId="withdrawal-decision-dialog"
      onClose={() => {
        // The answer of a decision on its way must still reach the screen.
        if (!isSendingRef.current) onClose();
      }}
    >
      <div className={styles.summary}>
        <p className={styles.summaryText}>
          {t('withdrawals.dialog.summary', { username: withdrawal.username, amount: formatBaht(withdrawal.amountSatang) })}
        </p>
        <WithdrawalBankAccount withdrawal={withdrawal} />
      </div>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        {input ? (
          <TextField
            ref={inputRef}
            name={input.field}
            label={t(input.label)}
            value={text}
            error={fieldError}
            maxLength={kind === 'approve' ? 100 : 500}
            autoComplete="off"
            autoFocus
            onChange={(event) => {
              setText(event.target.value);
              setFieldError(null);
              setFormError(null);
            }}
          />
        ) : null}
        <p className={styles.hint}>
          <PhraseText text={t(texts.hint)} />
        </p>
        {formError ? (
          <p className={styles.alert} role="alert" data-testid="decision-error">
            <AlertIcon size={20} className={styles.alertIcon} />
            <span>
              <PhraseText text={formError} />
            </span>
          </p>
        ) : null}
        <Button type="submit" isFullWidth isLoading={isSending} loadingLabel={t('withdrawals.dialog.sending')}>
          {t(texts.confirm)}
        </Button>
      </form>
    </ModalDialog>
  );
}
