import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import styles from './modal-dialog.module.css';

interface ModalDialogProps {
  title: string;
  /** Called by the close button, the Escape key and a tap on the backdrop. */
  onClose: () => void;
  /** The label of the close button at the foot of the dialog, such as "ปิด". */
  closeLabel: string;
  /** Shown above the title, such as an icon. */
  header?: ReactNode;
  testId?: string;
  /** What takes the focus when the dialog opens (such as a calendar's chosen day); the dialog itself otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal dialog for content (a daily check-in, an announcement): mounted only while open, it
 * takes the focus when it opens, gives it back when it closes, and scrolls inside itself when its
 * content is taller than the phone's screen.
 */
export function ModalDialog(props: ModalDialogProps) {
  return useIsInBrowser() ? <OpenModalDialog {...props} /> : null;
}

const subscribeToNothing = () => () => {};

/**
 * False while the server draws a page and while the app takes that page over, true once the app
 * has it (and at once on a screen the app draws itself). A dialog goes into <body> through a
 * portal, which a server cannot draw: it opens once the app has the page.
 */
function useIsInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

function OpenModalDialog({ title, onClose, closeLabel, header, testId, initialFocusRef, children }: ModalDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The Escape listener is added once; it reads the latest onClose through this ref.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? dialogRef.current)?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => {
      window.removeEventListener('keydown', closeOnEscape);
      previouslyFocused?.focus();
    };
    // A ref object is the same for the dialog's life, so this runs once, when the dialog opens.
  }, [initialFocusRef]);

  return createPortal(
    <div className={styles.backdrop} onClick={onClose}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onClick={(event) => {
          event.stopPropagation();
        }}
      >
        {header}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        <Button variant="ghost" isFullWidth onClick={onClose} className={styles.close}>
          {closeLabel}
        </Button>
      </div>
    </div>,
    document.body,
  );
}
