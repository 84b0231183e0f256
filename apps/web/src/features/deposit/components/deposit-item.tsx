import { useTranslation } from 'react-i18next';
import type { Deposit } from '@app/contract/deposits';
import { formatBaht } from '@app/contract/money-format';
import { WalletIcon } from '@/components/ui/icons';
import { StatusChip } from '@/components/ui/status-chip';
import { TransactionItem } from '@/components/ui/transaction-item';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';

/** One credited deposit: amount first, then when, how it reached us and the bank's reference. */
export function DepositItem({ deposit }: { deposit: Deposit }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  return (
    <TransactionItem
      testId="deposit-item"
      statusName={deposit.status}
      icon={<WalletIcon size={22} />}
      title={t('deposit.itemTitle')}
      details={[
        <time key="time" dateTime={deposit.createdAt}>
          {formatDateTime(deposit.createdAt, language)}
        </time>,
        <span key="source" data-testid="deposit-source">
          {t(`deposit.source.${deposit.source}`)}
        </span>,
        t('deposit.reference', { reference: deposit.bankReference }),
      ]}
      amount={`+${t('app.currencySymbol')}${formatBaht(deposit.amountSatang)}`}
      amountTestId="deposit-amount"
      // Only credited deposits are listed, so every chip is the green "done".
      status={<StatusChip tone="success" label={t('deposit.completed')} />}
    />
  );
}
