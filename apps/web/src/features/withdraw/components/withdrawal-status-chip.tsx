import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '@app/contract/withdrawals';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';

const TONES: Record<WithdrawalStatus, StatusTone> = { pending: 'warning', processing: 'warning', completed: 'success', rejected: 'danger', failed: 'danger' };

export function WithdrawalStatusChip({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return <StatusChip tone={TONES[status]} label={t(`withdraw.status.${status}`)} />;
}
