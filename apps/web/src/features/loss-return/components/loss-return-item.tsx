import { useTranslation } from 'react-i18next';
import type { LossReturn } from '@app/contract/loss-return';
import { formatBaht } from '@app/contract/money-format';
import { GiftIcon } from '@/components/ui/icons';
import { StatusChip } from '@/components/ui/status-chip';
import { TransactionItem } from '@/components/ui/transaction-item';
import { formatDateTime, formatDay, isDateLanguage, type DateLanguage } from '@/lib/format-date-time';
import { ClaimLossReturnButton } from './claim-loss-return-button';

function formatPeriod(start: string, end: string, language: DateLanguage): string {
  return start === end ? formatDay(start, language) : `${formatDay(start, language)} – ${formatDay(end, language)}`;
}

/** One period's loss return: the period and the loss it comes from, the amount, and whether it is paid or waits to be claimed. */
export function LossReturnItem({ lossReturn, onClaimed }: { lossReturn: LossReturn; onClaimed: () => void }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const symbol = t('app.currencySymbol');
  const isOffered = lossReturn.status === 'offered';
  return (
    <TransactionItem
      testId="loss-return-item"
      statusName={lossReturn.status}
      icon={<GiftIcon size={22} />}
      title={formatPeriod(lossReturn.periodStart, lossReturn.periodEnd, language)}
      details={[
        t('lossReturn.fromLoss', { amount: `${symbol}${formatBaht(lossReturn.lossSatang)}`, percent: lossReturn.percent }),
        ...(lossReturn.paidAt ? [t('lossReturn.paidAt', { time: formatDateTime(lossReturn.paidAt, language) })] : []),
      ]}
      amount={`${symbol}${formatBaht(lossReturn.amountSatang)}`}
      amountTestId="loss-return-amount"
      status={<StatusChip tone={isOffered ? 'accent' : 'success'} label={t(`lossReturn.status.${lossReturn.status}`)} />}
      action={isOffered ? <ClaimLossReturnButton lossReturnId={lossReturn.id} onClaimed={onClaimed} /> : null}
    />
  );
}
