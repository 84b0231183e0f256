import type { MemberSummary } from '@app/contract/admin-members';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/ui/status-chip';

/** Active in green, locked in red, the same in the results table and on the detail screen. */
export function MemberStatusChip({ status }: { status: MemberSummary['status'] }) {
  const { t } = useTranslation('backoffice');
  return <StatusChip tone={status === 'active' ? 'success' : 'danger'} label={t(`members.status.${status}`)} />;
}
