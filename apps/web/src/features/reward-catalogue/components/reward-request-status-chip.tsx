import { useTranslation } from 'react-i18next';
import type { RewardRequest } from '@app/contract/rewards/reward-catalogue';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';

const TONES: Record<RewardRequest['status'], StatusTone> = { paid: 'success', pending: 'warning', fulfilled: 'success', rejected: 'danger' };

export function RewardRequestStatusChip({ status }: { status: RewardRequest['status'] }) {
  const { t } = useTranslation();
  return <StatusChip tone={TONES[status]} label={t(`rewardCatalogue.status.${status}`)} />;
}
