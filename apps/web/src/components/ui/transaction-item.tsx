import type { ReactNode } from 'react';
import { PhraseText } from './phrase-text';
import styles from './transaction-list.module.css';

interface TransactionItemProps {
  icon: ReactNode;
  title: string;
  /** Short lines under the title: when it happened, which account, which reference. */
  details: readonly ReactNode[];
  /** The amount as shown, currency symbol included ("฿100.50"); the most important figure of the row. */
  amount?: string;
  amountTestId?: string;
  /** A `StatusChip` under the amount. */
  status?: ReactNode;
  /** A sentence under the row, such as the reason of a rejection ('danger') or the member's own note. */
  note?: { text: string; tone: 'danger' | 'neutral' } | null;
  /** A button under the row, such as "try again" on a failed payout. */
  action?: ReactNode;
  testId?: string;
  /** Exposed as data-status so tests and styles can find rows by state. */
  statusName?: string;
}

/** One row of a `TransactionList`: amount and state first, then when and where. */
export function TransactionItem({ icon, title, details, amount, amountTestId, status, note, action, testId, statusName }: TransactionItemProps) {
  return (
    <li className={styles.item} data-testid={testId} data-status={statusName}>
      <span className={styles.icon}>{icon}</span>
      <div className={styles.main}>
        <p className={styles.title}>{title}</p>
        {details.map((detail, index) => (
          <p key={index} className={styles.meta}>
            {detail}
          </p>
        ))}
      </div>
      <div className={styles.side}>
        {amount === undefined ? null : (
          <p className={styles.amount} data-testid={amountTestId}>
            {amount}
          </p>
        )}
        {status}
      </div>
      {note ? (
        <p className={note.tone === 'danger' ? styles.reason : styles.note}>
          <PhraseText text={note.text} />
        </p>
      ) : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </li>
  );
}
