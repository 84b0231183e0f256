import styles from './status-chip.module.css';

export type StatusTone = 'warning' | 'success' | 'danger' | 'accent' | 'neutral';

/** A small coloured label for a state: waiting, done or failed, or (accent, neutral) current and not yet. */
export function StatusChip({ tone, label }: { tone: StatusTone; label: string }) {
  return (
    <span className={`${styles.chip} ${styles[tone] ?? ''}`} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
