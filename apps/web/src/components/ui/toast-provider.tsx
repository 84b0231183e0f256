import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@/config/limits';
import { PhraseText } from './phrase-text';
import { ToastContext, type ToastTone } from './toast-context';
import styles from './toast-provider.module.css';

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

const TONE_SYMBOL: Record<ToastTone, string> = { success: '✓', error: '!', info: 'i' };

/**
 * Short notices at the bottom left that close after 2 s (spec section 9). The provider sits above
 * the router so a notice survives the navigation that usually follows it (logout, for one).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<number>());

  const showToast = useCallback((message: string, tone: ToastTone = 'success') => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current, { id, message, tone }]);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, TOAST_DURATION_MS);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => {
        window.clearTimeout(timer);
      });
    };
  }, []);

  const api = useMemo(() => ({ showToast }), [showToast]);

  return (
    <ToastContext value={api}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={[styles.toast, toast.tone === 'success' ? undefined : styles[toast.tone]].filter(Boolean).join(' ')}>
            <span className={styles.dot} aria-hidden="true">
              {TONE_SYMBOL[toast.tone]}
            </span>
            <span>
              <PhraseText text={toast.message} />
            </span>
          </div>
        ))}
      </div>
    </ToastContext>
  );
}
