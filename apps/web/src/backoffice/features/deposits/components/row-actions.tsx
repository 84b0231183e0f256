import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useColumnLabel } from '@/backoffice/components/column-labels';
import queueStyles from '@/backoffice/components/queue-cells.module.css';

interface RowActionsProps {
  /** Names the row for screen readers, such as the member's username. */
  name: string;
  primaryLabel: string;
  onPrimary: () => void;
  onReject: () => void;
}

/** A queue row's two decisions: the one that credits a member, and reject. */
export function RowActions({ name, primaryLabel, onPrimary, onReject }: RowActionsProps) {
  const { t } = useTranslation('backoffice');
  const columnLabel = useColumnLabel();
  return (
    // The decisions are the table's last column.
    <td data-label={columnLabel(-1)}>
      <div className={queueStyles.actions} role="group" aria-label={t('deposits.actionsFor', { name })}>
        <Button size="small" onClick={onPrimary}>
          {primaryLabel}
        </Button>
        <Button size="small" variant="ghost" onClick={onReject}>
          {t('deposits.reject')}
        </Button>
      </div>
    </td>
  );
}
