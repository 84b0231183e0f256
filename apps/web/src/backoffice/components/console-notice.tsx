import type { ReactNode } from 'react';
import { AlertIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import styles from './console-notice.module.css';

/** A whole-screen message inside the console layout: no access, no such page, no brand. */
export function ConsoleNotice({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <section className={styles.notice} role="status">
      <span className={styles.art}>
        <AlertIcon size={28} />
      </span>
      <h1 className={styles.title}>{title}</h1>
      {text ? (
        <p className={styles.text}>
          <PhraseText text={text} />
        </p>
      ) : null}
      {action}
    </section>
  );
}
