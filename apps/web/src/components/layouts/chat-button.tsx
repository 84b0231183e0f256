import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../ui/icons';
import { useBrand } from './brand-context';
import { useIsTyping } from './use-is-typing';
import styles from './chat-button.module.css';

/**
 * The button that opens the brand's main support chat in the LINE app. On the public pages it
 * floats in the corner, and the page keeps room for it below its last control. In the member area
 * it sits in the top bar: member pages are long, with controls down their right edge (copy
 * buttons, game tiles), which a floating button would cover as the page scrolls. The floating one
 * steps aside while a field is being typed in.
 */
export function ChatButton({ placement = 'floating' }: { placement?: 'floating' | 'topBar' }) {
  const { t } = useTranslation();
  const { chatLinks } = useBrand();
  const isTyping = useIsTyping();
  // While the keyboard is open the floating button would sit on the field being typed in.
  if (!chatLinks.main || (placement === 'floating' && isTyping)) return null;
  return (
    <a
      className={placement === 'topBar' ? `${styles.button} ${styles.inTopBar}` : styles.button}
      href={chatLinks.main}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('nav.chat')}
      data-testid="chat-button"
    >
      <ChatIcon size={placement === 'topBar' ? 24 : 30} />
    </a>
  );
}
