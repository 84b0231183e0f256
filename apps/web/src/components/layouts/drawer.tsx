import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../ui/icons';
import styles from './drawer.module.css';

interface DrawerProps {
  /** The id the opening button names in aria-controls. */
  id: string;
  label: string;
  /** Shown at the top, beside the close button. */
  logo: ReactNode;
  /** Called by the close button, the Escape key and a tap on the backdrop. */
  onClose: () => void;
  /** The close button's name; the member site's by default (the console passes its own language's). */
  closeLabel?: string;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The sliding menu panel of the public and member layouts, and of the console on a phone. It is mounted only while open: it takes
 * the focus when it opens and gives it back to the button that opened it when it closes.
 */
export function Drawer({ id, label, logo, onClose, closeLabel, footer, children }: DrawerProps) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  // The Escape listener is added once; it reads the latest onClose through this ref.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => {
      window.removeEventListener('keydown', closeOnEscape);
      previouslyFocused?.focus();
    };
  }, []);

  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" data-testid="drawer-backdrop" />
      <nav id={id} className={styles.drawer} aria-label={label}>
        <div className={styles.header}>
          {logo}
          <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label={closeLabel ?? t('nav.closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </nav>
    </>
  );
}
