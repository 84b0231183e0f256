import { InfoIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import styles from './read-only-note.module.css';

/** Tells a role that reads a screen without writing to it why there are no buttons. */
export function ReadOnlyNote({ text }: { text: string }) {
  return (
    <p className={styles.note} role="note">
      <InfoIcon size={20} className={styles.icon} />
      <span>
        <PhraseText text={text} />
      </span>
    </p>
  );
}
