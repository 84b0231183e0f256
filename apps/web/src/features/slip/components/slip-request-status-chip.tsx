import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';
import type { SlipRequest } from '../api/request-slip-review';

const TONES: Record<SlipRequest['status'], StatusTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

export function SlipRequestStatusChip({ status }: { status: SlipRequest['status'] }) {
  const { t } = useTranslation();
  return <StatusChip tone={TONES[status]} label={t(`slip.status.${status}`)} />;
}
