import type { ReactNode } from 'react';
import { InboxIcon } from './icons';
import { PhraseText } from './phrase-text';
import styles from './empty-state.module.css';

/** What a list shows when it has nothing in it, so an empty list never looks broken. */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <span className={styles.art}>
        <InboxIcon size={30} />
      </span>
      <p className={styles.title}>{title}</p>
      {text ? (
        <p className={styles.text}>
          <PhraseText text={text} />
        </p>
      ) : null}
      {action}
    </div>
  );
}
