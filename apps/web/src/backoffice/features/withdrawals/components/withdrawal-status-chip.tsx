import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '@app/contract/withdrawals';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';

const TONES: Record<WithdrawalStatus, StatusTone> = {
  pending: 'warning',
  processing: 'accent',
  failed: 'danger',
  completed: 'success',
  rejected: 'neutral',
};

export function WithdrawalStatusChip({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('backoffice');
  return <StatusChip tone={TONES[status]} label={t(`withdrawals.status.${status}`)} />;
}
