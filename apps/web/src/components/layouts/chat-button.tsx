import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../ui/icons';
import { useBrand } from './brand-context';
import styles from './chat-button.module.css';

/**
 * The floating button that opens the brand's main support chat in the LINE app. In the member
 * layout it floats above the fixed bottom bar instead of over it.
 */
export function ChatButton({ isAboveBottomBar = false }: { isAboveBottomBar?: boolean }) {
  const { t } = useTranslation();
  const { chatLinks } = useBrand();
  if (!chatLinks.main) return null;
  return (
    <a
      className={isAboveBottomBar ? `${styles.button} ${styles.aboveBottomBar}` : styles.button}
      href={chatLinks.main}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('nav.chat')}
      data-testid="chat-button"
    >
      <ChatIcon size={30} />
    </a>
  );
}
