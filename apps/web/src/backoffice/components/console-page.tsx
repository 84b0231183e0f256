import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhraseText } from '@/components/ui/phrase-text';
import styles from './console-page.module.css';

interface ConsolePageProps {
  title: string;
  /** One line under the title that says what the screen is for. */
  intro?: ReactNode;
  /** Buttons at the right of the title, such as refresh. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every console screen: its heading, the document title "<screen> | ระบบหลังบ้าน", and its content. */
export function ConsolePage({ title, intro, actions, children }: ConsolePageProps) {
  const { t } = useTranslation('backoffice');
  const consoleTitle = t('app.title');

  useEffect(() => {
    document.title = `${title} | ${consoleTitle}`;
  }, [title, consoleTitle]);

  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {intro ? <p className={styles.intro}>{typeof intro === 'string' ? <PhraseText text={intro} /> : intro}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
