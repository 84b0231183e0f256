import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { formatDay, isDateLanguage } from '@/lib/format-date-time';
import type { DateRange } from '@/lib/date-range';
import type { WinLossTotals } from '../group-rounds';
import { SignedAmount } from './signed-amount';
import styles from './win-loss-summary.module.css';

/** The whole range at a glance: what was bet, what came back, and the net in its colour. */
export function WinLossSummary({ range, totals }: { range: DateRange; totals: WinLossTotals }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const symbol = t('app.currencySymbol');
  return (
    <section className={styles.card} aria-labelledby="win-loss-summary-title" data-testid="win-loss-summary">
      <div className={styles.header}>
        <h2 id="win-loss-summary-title" className={styles.title}>
          {t('winLoss.summaryTitle')}
        </h2>
        <p className={styles.range}>
          {formatDay(range.start, language)} – {formatDay(range.end, language)}
        </p>
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.label}>{t('winLoss.betTotal')}</dt>
          <dd className={styles.value}>
            {symbol}
            {formatBaht(totals.betSatang)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.label}>{t('winLoss.winTotal')}</dt>
          <dd className={styles.value}>
            {symbol}
            {formatBaht(totals.winSatang)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.label}>{t('winLoss.netTotal')}</dt>
          <dd className={styles.value}>
            <SignedAmount amountSatang={totals.netSatang} testId="win-loss-net-total" />
          </dd>
        </div>
      </dl>
    </section>
  );
}
