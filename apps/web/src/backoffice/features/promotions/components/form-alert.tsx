import { AlertIcon } from '../../../../components/ui/icons';
import { PhraseText } from '../../../../components/ui/phrase-text';
import styles from './promotions.module.css';

/** A refused write that names no field of the form, shown above its button. */
export function FormAlert({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <p className={styles.alert} role="alert" data-testid={testId}>
      <AlertIcon size={20} className={styles.alertIcon} />
      <span>
        <PhraseText text={text} />
      </span>
    </p>
  );
}
