import { AlertIcon, BankIcon } from './icons';
import { ButtonLink } from './button';
import { PhraseText } from './phrase-text';
import { maskBankAccount } from '@/lib/mask-bank-account';
import styles from './member-bank-account.module.css';

/** The member's registered account: bank name and the number masked but for its last digits. */
export function MemberBankAccountRow({ bankName, accountNumber, testId }: { bankName: string; accountNumber: string; testId: string }) {
  return (
    <div className={styles.account}>
      <span className={styles.bankIcon}>
        <BankIcon size={24} />
      </span>
      <div className={styles.accountText}>
        <p className={styles.bankName}>{bankName}</p>
        <p className={styles.number} data-testid={testId}>
          {maskBankAccount(accountNumber)}
        </p>
      </div>
    </div>
  );
}

/** Shown instead when the member has no registered account: money can move only to and from one. */
export function MissingBankNotice(props: { title: string; text: string; contactLabel: string; contactPath: string; testId: string }) {
  return (
    <div className={styles.missing} role="note" data-testid={props.testId}>
      <AlertIcon size={22} className={styles.missingIcon} />
      <div className={styles.missingBody}>
        <p className={styles.missingTitle}>{props.title}</p>
        <p className={styles.missingText}>
          <PhraseText text={props.text} />
        </p>
        <ButtonLink to={props.contactPath} variant="secondary" size="small">
          {props.contactLabel}
        </ButtonLink>
      </div>
    </div>
  );
}
