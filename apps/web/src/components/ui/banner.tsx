import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import styles from './banner.module.css';

interface BannerProps {
  tone: 'warning' | 'danger' | 'info';
  icon?: ReactNode;
  children: ReactNode;
  actionLabel?: string;
  onAction?: () => void;
  dismissLabel?: string;
  onDismiss?: () => void;
}

/** A full-width notice across the top of the column: offline, unstable connection, old browser. */
export function Banner({ tone, icon, children, actionLabel, onAction, dismissLabel, onDismiss }: BannerProps) {
  return (
    <div className={`${styles.banner} ${styles[tone] ?? ''}`} role={tone === 'info' ? 'status' : 'alert'}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <p className={styles.message}>{children}</p>
      {actionLabel && onAction ? (
        <button type="button" className={styles.action} onClick={onAction}>
          {actionLabel}
        </button>
      ) : null}
      {dismissLabel && onDismiss ? (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={dismissLabel}>
          <CloseIcon size={18} />
        </button>
      ) : null}
    </div>
  );
}
