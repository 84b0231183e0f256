import styles from './status-chip.module.css';

export type StatusTone = 'warning' | 'success' | 'danger';

/** A small coloured label for the state of a transaction: waiting, done or failed. */
export function StatusChip({ tone, label }: { tone: StatusTone; label: string }) {
  return (
    <span className={`${styles.chip} ${styles[tone] ?? ''}`} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
