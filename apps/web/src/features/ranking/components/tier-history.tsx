import { useTranslation } from 'react-i18next';
import type { TierChange } from '@app/contract/levels';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';
import { useTierChangeReason } from '../hooks/use-tier-change-reason';
import styles from './tier-history.module.css';

/** The member's tier changes, newest first: when (Buddhist era, Bangkok time), from and to, and why. */
export function TierHistory({ history }: { history: TierChange[] }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const reasonOf = useTierChangeReason();
  return (
    <section className={styles.history} aria-labelledby="tier-history-title">
      <h2 id="tier-history-title" className={styles.title}>
        {t('ranking.history.title')}
      </h2>
      {history.length === 0 ? (
        <EmptyState title={t('ranking.history.empty')} />
      ) : (
        <ol className={styles.list} data-testid="tier-history">
          {history.map((change) => (
            <li key={change.id} className={styles.item} data-testid="tier-history-item">
              <span className={change.toLevel > change.fromLevel ? styles.up : styles.down}>
                {t('ranking.history.change', { from: change.fromName, to: change.toName })}
              </span>
              <span className={styles.meta}>
                {formatDateTime(change.createdAt, language)} · {reasonOf(change)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
