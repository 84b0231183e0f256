import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityStatement } from '@app/contract/activity-statement';
import { formatBaht } from '@app/contract/money-format';
import cardStyles from '@/components/ui/card.module.css';
import { NetAmount } from './net-amount';
import styles from './activity-statement.module.css';

const FIGURES = [
  { key: 'deposits', figure: 'depositSatang' },
  { key: 'withdrawals', figure: 'withdrawalSatang' },
  { key: 'bets', figure: 'betSatang' },
  { key: 'wins', figure: 'winSatang' },
] as const;

/** One month: the net result first and large, then what went in and out and what was bet and won. */
export function StatementFigures({ statement }: { statement: ActivityStatement }) {
  const { t } = useTranslation();
  const titleId = useId();
  const symbol = t('app.currencySymbol');
  return (
    <section className={cardStyles.card} aria-labelledby={titleId} data-testid="statement-figures">
      <div className={styles.netBlock}>
        <h2 id={titleId} className={styles.netLabel}>
          {t('statement.net')}
        </h2>
        <NetAmount amountSatang={statement.netResultSatang} />
        <p className={styles.netHint}>{t('statement.netHint')}</p>
      </div>
      <dl className={styles.figures}>
        {FIGURES.map(({ key, figure }) => (
          <div key={key} className={styles.figure}>
            <dt className={styles.figureLabel}>{t(`statement.${key}`)}</dt>
            <dd className={styles.figureValue} data-testid={`statement-${key}`}>
              {symbol}
              {formatBaht(statement[figure])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
