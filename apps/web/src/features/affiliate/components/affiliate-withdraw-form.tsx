import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { BankIcon, InfoIcon, WalletIcon, WithdrawIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast-context';
import { checkBahtAmount, keepAmountCharacters, toRequestAmount } from '@/lib/baht-amount';
import { useGetAffiliateBonusQuery } from '../api/get-affiliate-bonus';
import type { AffiliateWithdrawalType } from '../api/withdraw-affiliate-bonus';
import { useAffiliateWithdrawal } from '../hooks/use-affiliate-withdrawal';
import { isAmountFailure } from '../withdraw-failure';
import cardStyles from '@/components/ui/card.module.css';
import { BankRequestNotice } from './bank-request-notice';
import { BankWithdrawConfirmDialog } from './bank-withdraw-confirm-dialog';
import type { MemberBank } from './member-bank';
import styles from './affiliate-withdraw-form.module.css';

interface AffiliateWithdrawFormProps {
  username: string;
  bank: MemberBank | null;
  /**
   * Called after every request, whatever its answer, so the screen can refresh the credit: a move
   * that timed out may still have reached it.
   */
  onRequestSettled?: () => void;
}

/**
 * Moves money out of the affiliate balance: to the credit at once, or to the member's bank as a
 * withdrawal request (after a confirm). A refusal keeps the amount typed and is shown beside the
 * field when it is about the amount.
 */
export function AffiliateWithdrawForm({ username, bank, onRequestSettled }: AffiliateWithdrawFormProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { data: bonus } = useGetAffiliateBonusQuery(username);
  const { send, sendingType } = useAffiliateWithdrawal(username);
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmingSatang, setConfirmingSatang] = useState<number | null>(null);
  const [bankRequestedSatang, setBankRequestedSatang] = useState<number | null>(null);
  const isSending = sendingType !== null;

  const changeAmount = (text: string) => {
    setAmountText(keepAmountCharacters(text));
    setAmountError(null);
    setFormError(null);
    setBankRequestedSatang(null);
  };

  /** The typed amount in satang, or null after putting the reason beside the field. */
  const readAmount = (): number | null => {
    const check = checkBahtAmount(amountText);
    if (check.isValid) return check.amountSatang;
    setAmountError(check.problem === 'required' ? t('affiliate.withdraw.amountRequired') : t('affiliate.withdraw.amountInvalid'));
    return null;
  };

  const submit = async (type: AffiliateWithdrawalType, amountSatang: number) => {
    setFormError(null);
    setBankRequestedSatang(null);
    const outcome = await send(type, amountSatang);
    if (!outcome) return;
    setConfirmingSatang(null);
    onRequestSettled?.();
    if (outcome.receipt) {
      const amount = formatBaht(outcome.receipt.amountSatang);
      setAmountText('');
      if (outcome.receipt.type === 'bank') {
        setBankRequestedSatang(outcome.receipt.amountSatang);
        showToast(t('affiliate.withdraw.bankSuccess', { amount }));
      } else {
        showToast(t('affiliate.withdraw.creditSuccess', { amount }));
      }
      return;
    }
    // The server's Thai message is shown as it is: it may name the amount still allowed today.
    if (outcome.failure && isAmountFailure(outcome.failure)) setAmountError(outcome.message);
    else setFormError(outcome.message);
  };

  const moveToCredit = () => {
    const amountSatang = readAmount();
    if (amountSatang !== null) void submit('credit', amountSatang);
  };

  const askToWithdrawToBank = () => {
    const amountSatang = readAmount();
    if (amountSatang !== null) setConfirmingSatang(amountSatang);
  };

  const closeConfirm = useCallback(() => {
    setConfirmingSatang(null);
  }, []);

  return (
    <section className={cardStyles.card} aria-labelledby="affiliate-withdraw-title" data-testid="affiliate-withdraw">
      <div className={cardStyles.header}>
        <h2 id="affiliate-withdraw-title" className={cardStyles.title}>
          {t('affiliate.withdraw.title')}
        </h2>
        <WithdrawIcon size={22} className={cardStyles.titleIcon} />
      </div>
      <TextField
        label={t('affiliate.withdraw.amountLabel')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        placeholder={t('affiliate.withdraw.amountPlaceholder')}
        value={amountText}
        onChange={(event) => {
          changeAmount(event.target.value);
        }}
        error={amountError}
        className={styles.amountField}
        leadingIcon={<span className={styles.currency}>{t('app.currencySymbol')}</span>}
      />
      {bonus ? (
        <div className={styles.available}>
          <span>
            {t('affiliate.withdraw.available')}{' '}
            <strong className={styles.availableAmount} data-testid="affiliate-withdraw-available">
              {t('app.currencySymbol')}
              {formatBaht(bonus.balanceSatang)}
            </strong>
          </span>
          <Button
            variant="ghost"
            size="small"
            disabled={bonus.balanceSatang <= 0 || isSending}
            onClick={() => {
              changeAmount(toRequestAmount(bonus.balanceSatang));
            }}
          >
            {t('affiliate.withdraw.useAll')}
          </Button>
        </div>
      ) : null}
      <FormAlert message={formError} testId="affiliate-withdraw-error" />
      {bankRequestedSatang === null ? null : <BankRequestNotice amountSatang={bankRequestedSatang} />}
      <div className={styles.actions}>
        <Button
          size="large"
          isFullWidth
          isLoading={sendingType === 'credit'}
          loadingLabel={t('affiliate.withdraw.sending')}
          disabled={isSending}
          onClick={moveToCredit}
        >
          <WalletIcon size={22} />
          {t('affiliate.withdraw.toCredit')}
        </Button>
        <Button
          variant="ghost"
          size="large"
          isFullWidth
          isLoading={sendingType === 'bank'}
          loadingLabel={t('affiliate.withdraw.sending')}
          disabled={isSending || !bank}
          onClick={askToWithdrawToBank}
        >
          <BankIcon size={22} />
          {t('affiliate.withdraw.toBank')}
        </Button>
      </div>
      <p className={cardStyles.note}>
        <InfoIcon size={18} className={cardStyles.noteIcon} />
        <span>
          <PhraseText text={bank ? t('affiliate.withdraw.note') : t('affiliate.withdraw.bankMissing')} />
        </span>
      </p>
      {confirmingSatang !== null && bank ? (
        <BankWithdrawConfirmDialog
          amountSatang={confirmingSatang}
          bank={bank}
          isConfirming={sendingType === 'bank'}
          onConfirm={() => void submit('bank', confirmingSatang)}
          onCancel={closeConfirm}
        />
      ) : null}
    </section>
  );
}
