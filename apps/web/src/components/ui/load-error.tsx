import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { AlertIcon } from './icons';
import { PhraseText } from './phrase-text';
import styles from './load-error.module.css';

interface LoadErrorProps {
  /** What could not be loaded, for example "โหลดรายการถอนไม่สำเร็จ". */
  title: string;
  /** The server's message, when there is one. */
  message?: string;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** A list or panel that failed to load, with the reason and a retry button. */
export function LoadError({ title, message, onRetry, isRetrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} role="alert">
      <AlertIcon size={22} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.title}>
          <PhraseText text={title} />
        </p>
        {message ? (
          <p className={styles.message}>
            <PhraseText text={message} />
          </p>
        ) : null}
      </div>
      <Button variant="secondary" size="small" onClick={onRetry} isLoading={isRetrying}>
        {t('errors.retry')}
      </Button>
    </div>
  );
}
