import { useTranslation } from 'react-i18next';
import type { BrandBankAccount } from '@app/contract/deposits';
import { Button } from '@/components/ui/button';
import { BankIcon, CopyIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast-context';
import { copyText } from '@/lib/copy-text';
import { bankAccountDigits, formatBankAccountNumber } from '@/lib/format-bank-account';
import styles from './brand-account-card.module.css';

/** One account of the brand to transfer to: bank, holder and the number with a copy button. */
export function BrandAccountCard({ account }: { account: BrandBankAccount }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const formattedNumber = formatBankAccountNumber(account.accountNumber);

  const copyNumber = async () => {
    // Banking apps take the number without dashes when it is pasted.
    const isCopied = await copyText(bankAccountDigits(account.accountNumber));
    if (isCopied) showToast(t('deposit.copied'));
    else showToast(t('deposit.copyFailed'), 'error');
  };

  return (
    <li className={styles.card} data-testid="deposit-account">
      <div className={styles.bank}>
        <span className={styles.bankIcon}>
          <BankIcon size={24} />
        </span>
        <div className={styles.bankText}>
          <p className={styles.bankName}>{account.bankName}</p>
          <p className={styles.holder}>
            {t('deposit.accountNameLabel')} {account.accountName}
          </p>
        </div>
      </div>
      <div className={styles.numberRow}>
        <div className={styles.numberText}>
          <p className={styles.label}>{t('deposit.accountNumberLabel')}</p>
          <p className={styles.number} data-testid="deposit-account-number">
            {formattedNumber}
          </p>
        </div>
        <Button variant="secondary" size="small" aria-label={t('deposit.copyAccount', { account: formattedNumber })} onClick={() => void copyNumber()}>
          <CopyIcon size={18} />
          {t('deposit.copy')}
        </Button>
      </div>
    </li>
  );
}
