import { AlertIcon } from './icons';
import { PhraseText } from './phrase-text';
import styles from './form-alert.module.css';

interface FormAlertProps {
  /** The refusal in the member's words; nothing is drawn without one. */
  message: string | null | undefined;
  testId: string;
  /** The API's error code, kept on the element so tests and support can tell refusals apart. */
  code?: string | null;
}

/** Why a form or an action was refused, beside its button: the same red box on every member screen. */
export function FormAlert({ message, testId, code }: FormAlertProps) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert" data-testid={testId} data-code={code ?? undefined}>
      <AlertIcon size={20} className={styles.icon} />
      <span>
        <PhraseText text={message} />
      </span>
    </p>
  );
}
