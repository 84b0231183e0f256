import { useTranslation } from 'react-i18next';
import type { PrizeDraw } from '@app/contract/rewards/prize-draws';
import { GiftIcon } from '@/components/ui/icons';
import { StatusChip } from '@/components/ui/status-chip';
import { TransactionItem } from '@/components/ui/transaction-item';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';
import { useRewardAmountText } from '../hooks/use-reward-text';

/** One draw: the prize's label, when (Buddhist era, Bangkok time) and how the draw was earned, and what it paid. */
export function DrawHistoryItem({ draw }: { draw: PrizeDraw }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const rewardAmountText = useRewardAmountText();
  const { reward } = draw;
  return (
    <TransactionItem
      testId="draw-history-item"
      statusName={reward.kind}
      icon={<GiftIcon size={22} />}
      title={draw.label}
      details={[formatDateTime(draw.createdAt, language), t(`prizeDraws.source.${draw.source}`)]}
      amount={rewardAmountText(reward) ?? undefined}
      amountTestId="draw-history-amount"
      status={<StatusChip tone={reward.kind === 'none' ? 'neutral' : 'success'} label={t(`prizeDraws.status.${reward.kind}`)} />}
    />
  );
}
