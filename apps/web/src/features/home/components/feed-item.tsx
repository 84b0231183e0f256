import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { TransactionItem } from '@/components/ui/transaction-item';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';
import type { PublicDeposit } from '../api/get-public-deposits';
import type { PublicWithdrawal } from '../api/get-public-withdrawals';

/** A row of either public feed; both carry the same three facts. */
export type FeedEntry = PublicDeposit | PublicWithdrawal;

/** Who (masked by the server), how much and when: all a visitor may see of another member's money. */
export function FeedItem({ entry, icon }: { entry: FeedEntry; icon: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  return (
    <TransactionItem
      testId="feed-item"
      icon={icon}
      title={entry.username}
      details={[
        <time key="time" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt, language)}
        </time>,
      ]}
      amount={`${t('app.currencySymbol')}${formatBaht(entry.amountSatang)}`}
      amountTestId="feed-amount"
    />
  );
}
