import type { ReactNode } from 'react';
import { PhraseText } from '@/components/ui/phrase-text';
import styles from './settings.module.css';

/** One panel of the settings screen: a heading, a line on what it changes, and its form. */
interface SettingsSectionProps {
  title: string;
  intro: string;
  testId: string;
  /** A button at the right of the heading, such as refresh. */
  action?: ReactNode;
  children: ReactNode;
}

export function SettingsSection({ title, intro, testId, action, children }: SettingsSectionProps) {
  return (
    <section className={styles.section} aria-label={title} data-testid={testId}>
      <header className={styles.sectionHeader}>
        <div>
          <h2 className={styles.sectionTitle}>{title}</h2>
          <p className={styles.sectionIntro}>
            <PhraseText text={intro} />
          </p>
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}
