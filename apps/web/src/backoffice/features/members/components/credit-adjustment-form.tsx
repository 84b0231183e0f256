import { formatBaht } from '@app/contract/money-format';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import { TextField } from '@/components/ui/text-field';
import { keepAmountCharacters } from '@/lib/baht-amount';
import type { MemberKey } from '../api/member-tags';
import { checkCreditAdjustment, EMPTY_CREDIT_ADJUSTMENT, type AdjustmentDirection, type CreditAdjustmentFormValues } from '../credit-adjustment-form-values';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useCreditAdjustmentAttempt } from '../hooks/use-credit-adjustment-attempt';
import { DirectionChoice } from './direction-choice';
import styles from './credit-adjustment-form.module.css';

interface FieldErrors {
  amount?: string;
  reason?: string;
}

interface Done {
  direction: AdjustmentDirection;
  amountSatang: number;
  balanceAfterSatang: number;
}

/** Server refusals that are about the amount, shown beside it. */
function isAmountRefusal(field: string | null, code: string | null): boolean {
  return field === 'amountSatang' || code === 'INSUFFICIENT_FUNDS';
}

/**
 * The credit adjustment form (finance and admin). The amount is read as exact satang, the reason is
 * required, and a refusal keeps everything typed; a success clears the amount and reason and says
 * what moved and the balance after, until the operator types again.
 */
export function CreditAdjustmentForm({ member }: { member: MemberKey }) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const { submit, forgetAttempt, isSending } = useCreditAdjustmentAttempt(member);
  const [values, setValues] = useState<CreditAdjustmentFormValues>(EMPTY_CREDIT_ADJUSTMENT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  const change = (patch: Partial<CreditAdjustmentFormValues>) => {
    // Different values are a different attempt, with a key of its own.
    forgetAttempt();
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({
      ...current,
      amount: 'amountText' in patch ? undefined : current.amount,
      reason: 'reason' in patch ? undefined : current.reason,
    }));
    setFormError(null);
    setDone(null);
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setFormError(null);
    setDone(null);
    const check = checkCreditAdjustment(values);
    if (!check.draft) {
      const amountMessages = { required: t('members.adjust.amountRequired'), invalid: t('members.adjust.amountInvalid') };
      setErrors({ amount: check.errors.amount ? amountMessages[check.errors.amount] : undefined, reason: check.errors.reason });
      return;
    }
    setErrors({});
    const outcome = await submit(check.draft);
    if (!outcome) return;
    if (outcome.receipt) {
      setValues((current) => ({ ...EMPTY_CREDIT_ADJUSTMENT, direction: current.direction }));
      setDone({ direction: check.draft.direction, amountSatang: check.draft.amountSatang, balanceAfterSatang: outcome.receipt.balanceAfterSatang });
      return;
    }
    const message = errorText(outcome.error);
    const field = outcome.failure?.field ?? null;
    if (isAmountRefusal(field, outcome.failure?.code ?? null)) setErrors({ amount: message });
    else if (field === 'reason') setErrors({ reason: message });
    else setFormError(message);
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-label={t('members.adjust.title')}
      data-testid="credit-adjustment-form"
    >
      <DirectionChoice
        value={values.direction}
        onChange={(direction) => {
          change({ direction });
        }}
      />
      <TextField
        label={t('members.adjust.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        maxLength={16}
        value={values.amountText}
        error={errors.amount ?? null}
        trailing={<span className={styles.unit}>{t('members.baht')}</span>}
        onChange={(event) => {
          change({ amountText: keepAmountCharacters(event.target.value) });
        }}
      />
      <TextField
        label={t('members.adjust.reason')}
        name="reason"
        autoComplete="off"
        placeholder={t('members.adjust.reasonPlaceholder')}
        maxLength={500}
        value={values.reason}
        error={errors.reason ?? null}
        onChange={(event) => {
          change({ reason: event.target.value });
        }}
      />
      {formError ? (
        <p className={styles.alert} role="alert" data-testid="credit-adjustment-error">
          <AlertIcon size={20} className={styles.alertIcon} />
          <span>
            <PhraseText text={formError} />
          </span>
        </p>
      ) : null}
      {done ? (
        <p className={styles.notice} role="status" data-testid="credit-adjustment-done">
          <CheckCircleIcon size={20} className={styles.noticeIcon} />
          <span>
            {t(done.direction === 'credit' ? 'members.adjust.doneCredit' : 'members.adjust.doneDebit', {
              amount: formatBaht(done.amountSatang),
              balance: formatBaht(done.balanceAfterSatang),
            })}
          </span>
        </p>
      ) : null}
      <Button type="submit" isFullWidth isLoading={isSending} loadingLabel={t('members.adjust.sending')}>
        {t(values.direction === 'credit' ? 'members.adjust.submitCredit' : 'members.adjust.submitDebit')}
      </Button>
    </form>
  );
}
