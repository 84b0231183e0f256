import { memberStatusRequestSchema, type MemberSummary } from '@app/contract/admin-members';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PhraseText } from '@/components/ui/phrase-text';
import { TextField } from '@/components/ui/text-field';
import type { MemberKey } from '../api/member-tags';
import { useSetMemberStatusMutation } from '../api/set-member-status';
import { useReasonedChange } from '../hooks/use-reasoned-change';
import styles from './member-status-dialog.module.css';

interface MemberStatusDialogProps {
  member: MemberKey & { username: string };
  /** The status the operator is about to set. */
  nextStatus: MemberSummary['status'];
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Asks for the reason before a lock or an unlock and says what a lock does. The reason goes to the
 * audit log with the change; a refusal keeps it typed.
 */
export function MemberStatusDialog({ member, nextStatus, onDone, onCancel }: MemberStatusDialogProps) {
  const { t } = useTranslation('backoffice');
  const [setMemberStatus, { isLoading }] = useSetMemberStatusMutation();
  const [reason, setReason] = useState('');
  const isLocking = nextStatus === 'locked';
  const { submit, reasonError, formError, clearErrors } = useReasonedChange({
    schema: memberStatusRequestSchema,
    reasonRequiredText: t('members.statusDialog.reasonRequired'),
    send: (request) => setMemberStatus({ brandId: member.brandId, memberId: member.memberId, ...request }).unwrap(),
    onDone,
  });

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    await submit({ status: nextStatus, reason });
  };

  return (
    <ModalDialog
      title={t(isLocking ? 'members.statusDialog.lockTitle' : 'members.statusDialog.unlockTitle', { username: member.username })}
      closeLabel={t('members.statusDialog.cancel')}
      // A request on its way is not abandoned by a stray click on the backdrop.
      onClose={isLoading ? () => undefined : onCancel}
      testId="member-status-dialog"
    >
      <p className={styles.text}>
        <PhraseText text={t(isLocking ? 'members.statusDialog.lockText' : 'members.statusDialog.unlockText')} />
      </p>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          label={t('members.statusDialog.reason')}
          name="reason"
          autoComplete="off"
          maxLength={500}
          placeholder={t('members.statusDialog.reasonPlaceholder')}
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            clearErrors();
          }}
        />
        {formError ? (
          <p className={styles.alert} role="alert" data-testid="member-status-error">
            <AlertIcon size={20} className={styles.alertIcon} />
            <span>
              <PhraseText text={formError} />
            </span>
          </p>
        ) : null}
        <Button type="submit" isFullWidth isLoading={isLoading} className={isLocking ? styles.danger : undefined}>
          {t(isLocking ? 'members.statusDialog.confirmLock' : 'members.statusDialog.confirmUnlock')}
        </Button>
      </form>
    </ModalDialog>
  );
}
