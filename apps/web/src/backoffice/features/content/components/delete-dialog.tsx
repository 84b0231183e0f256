import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PhraseText } from '@/components/ui/phrase-text';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import styles from '@/backoffice/components/dialog-form.module.css';

interface DeleteDialogProps {
  title: string;
  text: string;
  /** Sends the delete; rejects with the API's refusal. */
  onDelete: () => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Asks before a delete the member site feels at once. Not the self-closing confirm dialog: a
 * refusal has to stay readable here, beside the button that was refused.
 */
export function DeleteDialog({ title, text, onDelete, onDone, onClose }: DeleteDialogProps) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const [error, setError] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const isDeletingRef = useRef(false);

  const confirm = async () => {
    if (isDeletingRef.current) return;
    isDeletingRef.current = true;
    setIsDeleting(true);
    setError(null);
    try {
      await onDelete();
      onDone();
    } catch (refusal) {
      setError(errorText(refusal));
    } finally {
      isDeletingRef.current = false;
      setIsDeleting(false);
    }
  };

  return (
    <ModalDialog
      title={title}
      closeLabel={t('common.cancel')}
      testId="content-delete-dialog"
      onClose={() => {
        if (!isDeletingRef.current) onClose();
      }}
    >
      <div className={styles.form}>
        <p>
          <PhraseText text={text} />
        </p>
        <FormAlert message={error} testId="content-delete-error" />
        <Button isFullWidth isLoading={isDeleting} onClick={() => void confirm()}>
          {t('content.delete')}
        </Button>
      </div>
    </ModalDialog>
  );
}
