import { useTranslation } from 'react-i18next';
import { findBank } from '@app/contract/banks';
import { BankLogo } from '@/components/ui/bank-logo';
import { formatBankAccountNumber } from '@/lib/format-bank-account';
import type { AdminWithdrawal } from '../api/list-withdrawals';
import styles from './withdrawal-bank-account.module.css';

/**
 * Where the money goes, in full: the operator types this number into the bank's transfer screen,
 * and checks that the bank shows the same holder's name before sending.
 */
export function WithdrawalBankAccount({ withdrawal }: { withdrawal: Pick<AdminWithdrawal, 'bankCode' | 'bankAccountNumber' | 'accountName'> }) {
  const { t } = useTranslation('backoffice');
  const bank = findBank(withdrawal.bankCode);
  return (
    <span className={styles.account}>
      <BankLogo bankCode={withdrawal.bankCode} size={30} />
      <span className={styles.text}>
        <span className={styles.number}>{formatBankAccountNumber(withdrawal.bankAccountNumber)}</span>
        <span className={styles.holder} data-testid="withdrawal-account-name">
          <span className="visually-hidden">{t('withdrawals.accountName')} </span>
          {withdrawal.accountName}
        </span>
        <span className={styles.bank}>{bank?.nameTh ?? withdrawal.bankCode}</span>
      </span>
    </span>
  );
}
