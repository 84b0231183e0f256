import { AlertIcon } from '../../../components/ui/icons';
import { PhraseText } from '../../../components/ui/phrase-text';
import styles from './action-failure.module.css';

/** A refused play (not enough money, too soon, a round still open), in the server's words, beside its button. */
export function ActionFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert" data-testid="play-error">
      <AlertIcon size={20} className={styles.icon} />
      <span>
        <PhraseText text={message} />
      </span>
    </p>
  );
}
