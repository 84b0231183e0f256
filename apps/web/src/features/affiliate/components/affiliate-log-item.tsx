import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AffiliateLogEntry } from '@app/contract/affiliate';
import { formatBaht } from '@app/contract/money-format';
import { BankIcon, GiftIcon, WalletIcon } from '@/components/ui/icons';
import { TransactionItem } from '@/components/ui/transaction-item';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';

const KIND_ICONS: Record<AffiliateLogEntry['kind'], ReactNode> = {
  commission: <GiftIcon size={22} />,
  to_credit: <WalletIcon size={22} />,
  to_bank: <BankIcon size={22} />,
};

/**
 * One movement of the affiliate balance: a plus for commission paid in, a minus (U+2212, as wide
 * as the plus, so the figures line up) for money moved out.
 */
export function AffiliateLogItem({ entry }: { entry: AffiliateLogEntry }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const symbol = t('app.currencySymbol');
  const sign = entry.amountSatang > 0 ? '+' : entry.amountSatang < 0 ? '\u2212' : '';
  return (
    <TransactionItem
      icon={KIND_ICONS[entry.kind]}
      title={t(`affiliate.log.kind.${entry.kind}`)}
      details={[formatDateTime(entry.createdAt, language), t('affiliate.log.balanceAfter', { amount: `${symbol}${formatBaht(entry.balanceAfterSatang)}` })]}
      amount={`${sign}${symbol}${formatBaht(Math.abs(entry.amountSatang))}`}
      amountTestId="affiliate-log-amount"
      testId="affiliate-log-item"
      statusName={entry.kind}
    />
  );
}
