import { useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { PhraseText } from '../../../../components/ui/phrase-text';
import { TextField } from '../../../../components/ui/text-field';
import { isApiFailure } from '../../../../lib/api-client';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { FormAlert } from '../../../../components/ui/form-alert';
import formStyles from '../../../components/dialog-form.module.css';
import styles from './dialog.module.css';

interface ReasonDialogProps {
  title: string;
  /** What is being rejected, as the operator recognises it. */
  summary: ReactNode;
  label: string;
  hint: string;
  confirmLabel: string;
  /** The contract's check of the reason, so the dialog refuses exactly what the API would. */
  isReasonValid: (reason: string) => boolean;
  send: (reason: string) => Promise<unknown>;
  isSending: boolean;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Rejects a slip or a statement line with a reason. A refusal is shown here and the reason typed
 * stays, so the operator can send it again or close without losing it by surprise.
 */
export function ReasonDialog({ title, summary, label, hint, confirmLabel, isReasonValid, send, isSending, onDone, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const isSendingRef = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSendingRef.current) return;
    setFormError(null);
    if (!isReasonValid(reason)) {
      setFieldError(t('deposits.reasonRequired'));
      inputRef.current?.focus();
      return;
    }
    isSendingRef.current = true;
    try {
      await send(reason.trim());
      onDone();
    } catch (error) {
      if (isApiFailure(error) && error.field === 'reason') setFieldError(errorText(error));
      else setFormError(errorText(error));
    } finally {
      isSendingRef.current = false;
    }
  };

  return (
    <ModalDialog
      title={title}
      closeLabel={t('common.cancel')}
      testId="deposit-reject-dialog"
      onClose={() => {
        // The answer of a decision on its way must still reach the screen.
        if (!isSendingRef.current) onClose();
      }}
    >
      <div className={styles.summary}>{summary}</div>
      <form className={formStyles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          ref={inputRef}
          name="reason"
          label={label}
          value={reason}
          error={fieldError}
          maxLength={500}
          autoComplete="off"
          autoFocus
          onChange={(event) => {
            setReason(event.target.value);
            setFieldError(null);
            setFormError(null);
          }}
        />
        <p className={formStyles.hint}>
          <PhraseText text={hint} />
        </p>
        <FormAlert message={formError} testId="deposit-dialog-error" />
        <Button type="submit" isFullWidth isLoading={isSending} loadingLabel={t('deposits.sending')}>
          {confirmLabel}
        </Button>
      </form>
    </ModalDialog>
  );
}
