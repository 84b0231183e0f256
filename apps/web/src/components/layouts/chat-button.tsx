import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../ui/icons';
import { useBrand } from './brand-context';
import styles from './chat-button.module.css';

/** The floating button that opens the brand's main support chat in the LINE app. */
export function ChatButton() {
  const { t } = useTranslation();
  const { chatLinks } = useBrand();
  if (!chatLinks.main) return null;
  return (
    <a className={styles.button} href={chatLinks.main} target="_blank" rel="noopener noreferrer" aria-label={t('nav.chat')}>
      <ChatIcon size={30} />
    </a>
  );
}
