import type { TierView } from '@app/contract/levels';
import { useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast-context';
import { keepAmountCharacters, toRequestAmount } from '@/lib/baht-amount';
import { useRequestWithdrawal } from '../hooks/use-request-withdrawal';
import { checkWithdrawAmount, isAmountFailure } from '../withdraw-amount';
import { AmountChips } from './amount-chips';
import { BankDestination, type MemberBank } from './bank-destination';
import { WithdrawLimits } from './withdraw-limits';
import styles from './withdraw-form.module.css';

interface WithdrawFormProps {
  memberUuid: string;
  bank: MemberBank | null;
  /** The member's tier from the brand's table, whose limits are listed; undefined while it loads. */
  tier: TierView | undefined;
  /**
   * Called after every request, whatever its answer: a refusal may mean the balance on screen was
   * stale, and a request that timed out may still have taken the money.
   */
  onRequestSettled?: () => void;
}

export function WithdrawForm({ memberUuid, bank, tier, onRequestSettled }: WithdrawFormProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { submit, isLoading } = useRequestWithdrawal();
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // One key per attempt: kept when an attempt got no answer (it may have been accepted), so
  // pressing again retries it instead of asking twice; replaced once the server answered.
  const attemptKey = useRef<string | null>(null);

  const changeAmount = (text: string) => {
    attemptKey.current = null;
    setAmountText(keepAmountCharacters(text));
    setAmountError(null);
    setFormError(null);
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const check = checkWithdrawAmount(amountText);
    if (!check.isValid) {
      setAmountError(check.problem === 'required' ? t('withdraw.amountRequired') : t('withdraw.amountInvalid'));
      return;
    }
    setAmountError(null);

    attemptKey.current ??= crypto.randomUUID();
    const outcome = await submit({ memberUuid, amount: toRequestAmount(check.amountSatang), idempotencyKey: attemptKey.current });
    onRequestSettled?.();
    if (outcome.receipt || outcome.failure?.kind === 'http') attemptKey.current = null;
    if (outcome.receipt) {
      setAmountText('');
      showToast(t('withdraw.success', { amount: formatBaht(outcome.receipt.amountSatang) }));
      return;
    }
    // The server's Thai message is shown as it is: it may name the amount still allowed today.
    if (outcome.failure && isAmountFailure(outcome.failure)) setAmountError(outcome.message);
    else setFormError(outcome.message);
  };

  return (
    <section className={styles.card} aria-label={t('pages.withdraw')}>
      <BankDestination bank={bank} />
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          label={t('withdraw.amountLabel')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          placeholder={t('withdraw.amountPlaceholder')}
          value={amountText}
          onChange={(event) => {
            changeAmount(event.target.value);
          }}
          error={amountError}
          disabled={!bank}
          className={styles.amountField}
          leadingIcon={<span className={styles.currency}>{t('app.currencySymbol')}</span>}
        />
        <AmountChips amountText={amountText} onPick={changeAmount} disabled={!bank || isLoading} />
        <WithdrawLimits tier={tier} />
        <FormAlert message={formError} testId="withdraw-error" />
        <Button type="submit" size="large" isFullWidth isLoading={isLoading} loadingLabel={t('withdraw.submitting')} disabled={!bank}>
          {t('withdraw.submit')}
        </Button>
      </form>
    </section>
  );
}
