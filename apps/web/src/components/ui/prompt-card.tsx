import { useId, type ReactNode } from 'react';
import { PhraseText } from './phrase-text';
import styles from './prompt-card.module.css';

interface PromptCardProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** One or two buttons or links, side by side across the card under the text. */
  actions: ReactNode;
  testId?: string;
}

/** A card that points the member to a next step beside the screen's own work: an icon, a title, a line of text and its actions. */
export function PromptCard({ icon, title, text, actions, testId }: PromptCardProps) {
  const titleId = useId();
  return (
    <aside className={styles.prompt} aria-labelledby={titleId} data-testid={testId}>
      <span className={styles.icon}>{icon}</span>
      <div>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        <p className={styles.text}>
          <PhraseText text={text} />
        </p>
      </div>
      <div className={styles.actions}>{actions}</div>
    </aside>
  );
}
