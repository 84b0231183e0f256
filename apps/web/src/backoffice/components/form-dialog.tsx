import { useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import styles from './dialog-form.module.css';

interface FormDialogProps<Saved> {
  title: string;
  testId: string;
  submitLabel: string;
  savingLabel: string;
  /** The refusal that names no field, shown above the button. */
  formError: string | null;
  /** Checks the values and sends them; null when the check failed and nothing was sent. */
  send: () => Promise<Saved> | null;
  onSaved: (saved: Saved) => void;
  onRefused: (error: unknown) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A console dialog that saves one form: sent once however often the button is pressed, the
 * button busy meanwhile, and the dialog kept open (with what was typed) on a refusal.
 */
export function FormDialog<Saved>({ title, testId, submitLabel, savingLabel, formError, send, onSaved, onRefused, onClose, children }: FormDialogProps<Saved>) {
  const { t } = useTranslation('backoffice');
  const [isSaving, setIsSaving] = useState(false);
  const isSavingRef = useRef(false);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSavingRef.current) return;
    const saving = send();
    if (!saving) return;
    isSavingRef.current = true;
    setIsSaving(true);
    try {
      onSaved(await saving);
    } catch (error) {
      onRefused(error);
    } finally {
      isSavingRef.current = false;
      setIsSaving(false);
    }
  };

  return (
    <ModalDialog
      title={title}
      closeLabel={t('common.cancel')}
      testId={testId}
      onClose={() => {
        // The answer of a save on its way must still reach the screen.
        if (!isSavingRef.current) onClose();
      }}
    >
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        {children}
        <FormAlert message={formError} testId={`${testId}-error`} />
        <Button type="submit" isFullWidth isLoading={isSaving} loadingLabel={savingLabel}>
          {submitLabel}
        </Button>
      </form>
    </ModalDialog>
  );
}
