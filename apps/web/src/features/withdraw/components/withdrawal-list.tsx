import type { Withdrawal } from '@app/contract/withdrawals';
import { WithdrawalItem } from './withdrawal-item';
import styles from './withdrawal-list.module.css';

interface WithdrawalListProps {
  withdrawals: readonly Withdrawal[];
  label: string;
  /** A newer page is on its way; the old one stays, dimmed, so the screen does not jump. */
  isRefreshing?: boolean;
  testId?: string;
}

export function WithdrawalList({ withdrawals, label, isRefreshing = false, testId }: WithdrawalListProps) {
  return (
    <ul
      className={isRefreshing ? `${styles.list} ${styles.refreshing}` : styles.list}
      aria-label={label}
      aria-busy={isRefreshing || undefined}
      data-testid={testId}
    >
      {withdrawals.map((withdrawal) => (
        <WithdrawalItem key={withdrawal.uuid} withdrawal={withdrawal} />
      ))}
    </ul>
  );
}
