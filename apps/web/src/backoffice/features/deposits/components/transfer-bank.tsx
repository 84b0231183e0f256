import { findBank } from '@app/contract/banks';
import { BankLogo } from '@/components/ui/bank-logo';
import styles from './deposits.module.css';

/** A bank by its code with one line under it (an account or a reference), exactly as the bank gave it. */
export function TransferBank({ bankCode, detail }: { bankCode: string; detail: string }) {
  return (
    <span className={styles.bank}>
      <BankLogo bankCode={bankCode} size={30} />
      <span className={styles.bankText}>
        <span className={styles.bankName}>{findBank(bankCode)?.nameTh ?? bankCode}</span>
        <span>{detail}</span>
      </span>
    </span>
  );
}
