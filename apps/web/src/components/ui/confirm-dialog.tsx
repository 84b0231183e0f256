import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CONFIRM_DIALOG_AUTO_CLOSE_MS } from '@/config/limits';
import { Button } from './button';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  icon?: ReactNode;
  /** Shown instead of the confirm button when the member must first go elsewhere, such as a link to a form. */
  confirmAction?: ReactNode;
  isConfirming?: boolean;
  /** The dialog cancels itself after this long (spec section 8: 5 s). */
  autoCloseMs?: number;
  onConfirm: () => void;
  onCancel: () => void;
}

const SECOND_MS = 1_000;

/**
 * A modal confirm dialog that closes by itself. It is mounted only while open, so its countdown
 * always starts fresh.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  icon,
  confirmAction,
  isConfirming = false,
  autoCloseMs = CONFIRM_DIALOG_AUTO_CLOSE_MS,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [remainingMs, setRemainingMs] = useState(autoCloseMs);
  const isCountdownRunning = !isConfirming;

  useEffect(() => {
    cancelRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!isCountdownRunning) return;
    const timer = window.setInterval(() => {
      setRemainingMs((value) => Math.max(0, value - SECOND_MS));
    }, SECOND_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [isCountdownRunning]);

  useEffect(() => {
    if (remainingMs <= 0 && isCountdownRunning) onCancel();
  }, [remainingMs, isCountdownRunning, onCancel]);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !isConfirming) onCancel();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => {
      window.removeEventListener('keydown', closeOnEscape);
    };
  }, [isConfirming, onCancel]);

  return createPortal(
    <div className={styles.backdrop} onClick={isConfirming ? undefined : onCancel}>
      <div
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onClick={(event) => {
          event.stopPropagation();
        }}
      >
        {icon ? <div className={styles.icon}>{icon}</div> : null}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p id={textId} className={styles.text}>
          {text}
        </p>
        <div className={styles.actions}>
          <Button ref={cancelRef} variant="ghost" onClick={onCancel} disabled={isConfirming}>
            {cancelLabel}
          </Button>
          {confirmAction ?? (
            <Button variant="primary" onClick={onConfirm} isLoading={isConfirming}>
              {confirmLabel}
            </Button>
          )}
        </div>
        {isCountdownRunning ? (
          <>
            <p className={styles.countdown} aria-live="polite">
              {t('dialog.autoClose', { seconds: Math.ceil(remainingMs / SECOND_MS) })}
            </p>
            <div className={styles.progress} aria-hidden="true">
              <div className={styles.progressBar} style={{ animationDuration: `${autoCloseMs}ms` }} />
            </div>
          </>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
