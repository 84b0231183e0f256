import { PhraseText } from './phrase-text';
import styles from './field-error.module.css';

/** The message right under a field, which the field names with aria-describedby; nothing without one. */
export function FieldError({ id, message, testId }: { id: string; message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert" data-testid={testId}>
      <span>
        <PhraseText text={message} />
      </span>
    </p>
  );
}
