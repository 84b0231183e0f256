import { CheckCircleIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import styles from './login-notice.module.css';

/** What the screen that signed the member out has to tell them, above the login form (login-notice.ts). */
export function LoginNoticeBox({ text }: { text: string }) {
  return (
    <p className={styles.notice} role="status" data-testid="login-notice">
      <CheckCircleIcon size={20} className={styles.icon} />
      <span>
        <PhraseText text={text} />
      </span>
    </p>
  );
}
