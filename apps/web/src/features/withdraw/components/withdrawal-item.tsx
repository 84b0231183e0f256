import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import type { Withdrawal } from '@app/contract/withdrawals';
import { WithdrawIcon } from '@/components/ui/icons';
import { TransactionItem } from '@/components/ui/transaction-item';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';
import { maskBankAccount } from '@/lib/mask-bank-account';
import { RetryWithdrawalButton } from './retry-withdrawal-button';
import { WithdrawalStatusChip } from './withdrawal-status-chip';

/** One withdrawal: amount and state first, then when it was asked for and where it goes. */
export function WithdrawalItem({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const { status, rejectReason, failureReason } = withdrawal;
  const note =
    status === 'rejected' && rejectReason
      ? { tone: 'danger' as const, text: t('withdraw.rejectReason', { reason: rejectReason }) }
      : status === 'failed'
        ? { tone: 'danger' as const, text: t('withdraw.failureReason', { reason: failureReason ?? t('withdraw.status.failed') }) }
        : null;
  return (
    <TransactionItem
      testId="withdrawal-item"
      statusName={status}
      icon={<WithdrawIcon size={22} />}
      title={t('withdraw.itemTitle')}
      details={[
        <time key="time" dateTime={withdrawal.createdAt}>
          {formatDateTime(withdrawal.createdAt, language)}
        </time>,
        t('withdraw.toAccount', { account: maskBankAccount(withdrawal.bankAccountNumber) }),
      ]}
      amount={`${t('app.currencySymbol')}${formatBaht(withdrawal.amountSatang)}`}
      amountTestId="withdrawal-amount"
      status={<WithdrawalStatusChip status={status} />}
      note={note}
      action={status === 'failed' ? <RetryWithdrawalButton withdrawalUuid={withdrawal.uuid} /> : null}
    />
  );
}
