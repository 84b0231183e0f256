import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../ui/icons';
import { useBrand } from './brand-context';
import { useIsOverControl } from './use-clear-of-controls';
import { useIsTyping } from './use-is-typing';
import styles from './chat-button.module.css';

/** The public pages' floating button: it steps aside while it would lie on a control or a field is typed in. */
function FloatingChatButton({ link, label }: { link: string; label: string }) {
  const isTyping = useIsTyping();
  const { ref, isOverControl } = useIsOverControl();
  // While the keyboard is open the button would rise onto the field being typed in.
  const isAside = isTyping || isOverControl;
  return (
    <a
      ref={ref}
      className={isAside ? `${styles.button} ${styles.aside}` : styles.button}
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      aria-hidden={isAside || undefined}
      tabIndex={isAside ? -1 : undefined}
      data-testid="chat-button"
    >
      <ChatIcon size={30} />
    </a>
  );
}

/**
 * The button that opens the brand's main support chat in the LINE app. In the member area it sits
 * in the top bar: member pages are long, with controls down their right edge (copy buttons, game
 * tiles, password eyes), which a floating button would cover as the page scrolls. On the public
 * pages it floats in the corner, as the specification has it, and steps aside whenever a control
 * is under it; the page keeps room for it below its last control.
 */
export function ChatButton({ placement = 'floating' }: { placement?: 'floating' | 'topBar' }) {
  const { t } = useTranslation();
  const { chatLinks } = useBrand();
  if (!chatLinks.main) return null;
  if (placement === 'floating') return <FloatingChatButton link={chatLinks.main} label={t('nav.chat')} />;
  return (
    <a
      className={`${styles.button} ${styles.inTopBar}`}
      href={chatLinks.main}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('nav.chat')}
      data-testid="chat-button"
    >
      <ChatIcon size={24} />
    </a>
  );
}
