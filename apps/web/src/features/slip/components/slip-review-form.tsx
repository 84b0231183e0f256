import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import { TextField } from '@/components/ui/text-field';
import cardStyles from './slip-card.module.css';
import styles from './slip-review-form.module.css';

/** The note an operator reads is capped by the API at 500 characters. */
const NOTE_MAX_LENGTH = 500;

interface SlipReviewFormProps {
  onSend: (note: string) => void;
  isSending: boolean;
  /** The server's message when sending failed. */
  error: string | null;
}

/** Sends a slip the system could not match to an operator, with an optional note. */
export function SlipReviewForm({ onSend, isSending, error }: SlipReviewFormProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend(note);
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-labelledby="slip-review-title" noValidate>
      <h3 id="slip-review-title" className={styles.title}>
        {t('slip.reviewTitle')}
      </h3>
      <p className={styles.text}>
        <PhraseText text={t('slip.reviewText')} />
      </p>
      <TextField
        label={t('slip.noteLabel')}
        name="note"
        autoComplete="off"
        maxLength={NOTE_MAX_LENGTH}
        placeholder={t('slip.notePlaceholder')}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
        }}
      />
      {error ? (
        <p className={cardStyles.alert} role="alert" data-testid="slip-review-error">
          <AlertIcon size={20} className={cardStyles.alertIcon} />
          <span>
            <PhraseText text={error} />
          </span>
        </p>
      ) : null}
      <Button type="submit" variant="secondary" isFullWidth isLoading={isSending} loadingLabel={t('slip.reviewSubmitting')}>
        {t('slip.reviewSubmit')}
      </Button>
    </form>
  );
}
