import type { Withdrawal } from '@app/contract/withdrawals';
import { TransactionList } from '@/components/ui/transaction-list';
import { WithdrawalItem } from './withdrawal-item';

interface WithdrawalListProps {
  withdrawals: readonly Withdrawal[];
  label: string;
  /** A newer page is on its way; the old one stays, dimmed, so the screen does not jump. */
  isRefreshing?: boolean;
  testId?: string;
}

export function WithdrawalList({ withdrawals, label, isRefreshing = false, testId }: WithdrawalListProps) {
  return (
    <TransactionList label={label} isRefreshing={isRefreshing} testId={testId}>
      {withdrawals.map((withdrawal) => (
        <WithdrawalItem key={withdrawal.uuid} withdrawal={withdrawal} />
      ))}
    </TransactionList>
  );
}
