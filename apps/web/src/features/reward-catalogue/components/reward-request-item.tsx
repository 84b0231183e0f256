import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import type { RewardRequest } from '@app/contract/rewards/reward-catalogue';
import { GiftIcon, WalletIcon } from '@/components/ui/icons';
import { TransactionItem } from '@/components/ui/transaction-item';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';
import { formatThaiAddress } from '@/lib/format-thai-address';
import { formatPoints } from '@/lib/format-points';
import { RewardRequestStatusChip } from './reward-request-status-chip';

/** One redemption: the item and the points it took, when, what came of it, and where a parcel goes. */
export function RewardRequestItem({ request }: { request: RewardRequest }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const outcome =
    request.creditSatang !== null
      ? t('rewardCatalogue.creditReceived', { amount: `${t('app.currencySymbol')}${formatBaht(request.creditSatang)}` })
      : request.address
        ? t('rewardCatalogue.deliverTo', { address: formatThaiAddress(request.address) })
        : null;
  const note = request.note
    ? request.status === 'rejected'
      ? { tone: 'danger' as const, text: t('rewardCatalogue.rejectReason', { reason: request.note }) }
      : { tone: 'neutral' as const, text: t('rewardCatalogue.note', { note: request.note }) }
    : null;
  return (
    <TransactionItem
      testId="reward-request"
      statusName={request.status}
      icon={request.kind === 'credit' ? <WalletIcon size={22} /> : <GiftIcon size={22} />}
      title={request.itemName}
      details={[
        <time key="time" dateTime={request.createdAt}>
          {formatDateTime(request.createdAt, language)}
        </time>,
        ...(outcome ? [outcome] : []),
      ]}
      amount={t('rewardCatalogue.pointsSpent', { points: formatPoints(request.costPoints) })}
      amountTestId="reward-request-points"
      status={<RewardRequestStatusChip status={request.status} />}
      note={note}
    />
  );
}
