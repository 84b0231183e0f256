import type { MemberSummary } from '@app/contract/admin-members';
import { formatBaht } from '@app/contract/money-format';
import { useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PhraseText } from '@/components/ui/phrase-text';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useAssignStatementLineMutation } from '../api/assign-statement-line';
import type { AdminStatementLine } from '../api/list-statement-lines';
import { FormAlert } from '@/components/ui/form-alert';
import { LineSummary } from './line-summary';
import { MemberPicker } from './member-picker';
import formStyles from '@/backoffice/components/dialog-form.module.css';
import styles from './dialog.module.css';

interface AssignLineDialogProps {
  brandId: string;
  line: AdminStatementLine;
  onDone: (member: MemberSummary) => void;
  onClose: () => void;
}

/**
 * Names the member a transfer belongs to; the API credits them its amount. The button says whom
 * and how much, so the operator confirms exactly what will happen. A refusal keeps the choice.
 */
export function AssignLineDialog({ brandId, line, onDone, onClose }: AssignLineDialogProps) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const [assign, { isLoading: isSending }] = useAssignStatementLineMutation();
  const [member, setMember] = useState<MemberSummary | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const isSendingRef = useRef(false);
  const amount = formatBaht(line.amountSatang);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSendingRef.current) return;
    if (!member) {
      setFormError(t('deposits.lines.chooseMember'));
      return;
    }
    setFormError(null);
    isSendingRef.current = true;
    try {
      await assign({ brandId, lineId: line.uuid, memberId: member.uuid }).unwrap();
      onDone(member);
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      isSendingRef.current = false;
    }
  };

  return (
    <ModalDialog
      title={t('deposits.lines.assignTitle')}
      closeLabel={t('common.cancel')}
      testId="assign-line-dialog"
      onClose={() => {
        if (!isSendingRef.current) onClose();
      }}
    >
      <div className={formStyles.summary}>
        <LineSummary line={line} />
      </div>
      <form className={formStyles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <p className={styles.note}>
          <PhraseText text={t('deposits.lines.assignHint')} />
        </p>
        <MemberPicker
          brandId={brandId}
          chosen={member}
          onChoose={(chosen) => {
            setMember(chosen);
            setFormError(null);
          }}
        />
        <FormAlert message={formError} testId="deposit-dialog-error" />
        <Button type="submit" isFullWidth isLoading={isSending} loadingLabel={t('deposits.sending')}>
          {member ? t('deposits.lines.confirmAssign', { amount, username: member.username }) : t('deposits.lines.confirmAssignNoMember')}
        </Button>
      </form>
    </ModalDialog>
  );
}
