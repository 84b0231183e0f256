import type { ReactNode } from 'react';
import { PhraseText } from './phrase-text';
import styles from './status-screen.module.css';

interface StatusScreenProps {
  art: ReactNode;
  title: string;
  text?: string;
  actions?: ReactNode;
  headingLevel?: 1 | 2;
}

/** A centred message for whole-screen states: maintenance, not found, load errors. */
export function StatusScreen({ art, title, text, actions, headingLevel = 1 }: StatusScreenProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.screen}>
      <div className={styles.art}>{art}</div>
      <Heading className={styles.title}>{title}</Heading>
      {text ? (
        <p className={styles.text}>
          <PhraseText text={text} />
        </p>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
