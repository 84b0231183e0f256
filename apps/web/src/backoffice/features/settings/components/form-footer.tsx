import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { CheckCircleIcon } from '@/components/ui/icons';
import styles from './settings.module.css';

interface FormFooterProps {
  formError: string | null;
  isSaved: boolean;
  isSaving: boolean;
  /** Prefix of the test ids of the refusal and the saved notice, such as "general-settings". */
  testId: string;
  submitLabel?: string;
  /** The saved notice's text, when "saved" would say too much (a change that waits for approval). */
  savedLabel?: string;
}

/** The end of every settings form: a refusal of the whole form or the saved notice, then the save button. */
export function FormFooter({ formError, isSaved, isSaving, testId, submitLabel, savedLabel }: FormFooterProps) {
  const { t } = useTranslation('backoffice');
  return (
    <div className={styles.footer}>
      <FormAlert message={formError} testId={`${testId}-error`} />
      {isSaved ? (
        <p className={styles.notice} role="status" data-testid={`${testId}-saved`}>
          <CheckCircleIcon size={20} className={styles.noticeIcon} />
          <span>{savedLabel ?? t('settings.saved')}</span>
        </p>
      ) : null}
      <Button type="submit" isLoading={isSaving} loadingLabel={t('settings.saving')}>
        {submitLabel ?? t('settings.save')}
      </Button>
    </div>
  );
}
