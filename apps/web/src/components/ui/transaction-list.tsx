import type { ReactNode } from 'react';
import styles from './transaction-list.module.css';

interface TransactionListProps {
  /** Names the list for screen readers, for example "รายการรอดำเนินการ". */
  label: string;
  /** A newer page is on its way; the old one stays, dimmed, so the screen does not jump. */
  isRefreshing?: boolean;
  testId?: string;
  /** `TransactionItem`s. */
  children: ReactNode;
}

/** A list of money movements (withdrawals, deposits, slips sent for review), newest first. */
export function TransactionList({ label, isRefreshing = false, testId, children }: TransactionListProps) {
  return (
    <ul
      className={isRefreshing ? `${styles.list} ${styles.refreshing}` : styles.list}
      aria-label={label}
      aria-busy={isRefreshing || undefined}
      data-testid={testId}
    >
      {children}
    </ul>
  );
}
