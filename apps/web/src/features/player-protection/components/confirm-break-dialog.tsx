import { useTranslation } from 'react-i18next';
import type { BreakKind, BreakPeriod } from '@app/contract/player-protection';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import styles from './confirm-break-dialog.module.css';

interface ConfirmBreakDialogProps {
  choice: { kind: BreakKind; period: BreakPeriod };
  isTaking: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Says plainly what a break does before it starts, since nobody can undo it: the member confirms
 * with a second press. It does not close by itself (unlike the site's five-second confirmations):
 * this is a decision to read.
 */
export function ConfirmBreakDialog({ choice, isTaking, error, onConfirm, onClose }: ConfirmBreakDialogProps) {
  const { t } = useTranslation();
  const consequences = [
    t('protection.confirm.loggedOut'),
    t(`protection.confirm.${choice.kind}.noLogin`, { period: t(`protection.periods.${choice.period}`) }),
    t('protection.confirm.noUndo'),
    ...(choice.kind === 'self_exclusion' ? [t('protection.confirm.self_exclusion.linked')] : []),
    t('protection.confirm.withdrawals'),
  ];
  return (
    <ModalDialog
      title={t(`protection.confirm.${choice.kind}.title`)}
      closeLabel={t('protection.confirm.cancel')}
      onClose={isTaking ? () => undefined : onClose}
      testId="confirm-break"
    >
      <ul className={styles.consequences}>
        {consequences.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <FormAlert message={error} testId="confirm-break-error" />
      <Button isFullWidth isLoading={isTaking} loadingLabel={t('protection.confirm.taking')} onClick={onConfirm}>
        {t(`protection.confirm.${choice.kind}.submit`, { period: t(`protection.periods.${choice.period}`) })}
      </Button>
    </ModalDialog>
  );
}
