import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { RefreshIcon } from '@/components/ui/icons';
import { getErrorMessage } from '@/lib/api-client';
import { useCredit } from '../hooks/use-credit';
import styles from './credit-card.module.css';

/** The member's credit: the most important number on the screen, with its currency and a refresh. */
export function CreditCard({ username }: { username: string | null }) {
  const { t } = useTranslation();
  const { balanceSatang, isLoading, error, refresh } = useCredit(username);

  return (
    <section className={styles.card} aria-labelledby="credit-label" aria-busy={isLoading} data-credit-frame={username === null ? '' : undefined}>
      <div className={styles.top}>
        <h2 id="credit-label" className={styles.label}>
          {t('dashboard.creditLabel')}
        </h2>
        <button type="button" className={styles.refresh} onClick={refresh} disabled={isLoading} aria-label={t('dashboard.refresh')}>
          <RefreshIcon size={22} className={isLoading ? styles.spinning : undefined} />
        </button>
      </div>
      {/* Drawn while the balance is unknown too, hidden and empty: the dashboard's frame, drawn by
          the server before the member is known, shows the balance here before the app has arrived
          (early/paint-balance-early.ts), and the app, taking the frame over, keeps what it finds
          written there (so the line may differ from the drawing: suppressHydrationWarning). */}
      <p
        className={styles.amount}
        hidden={balanceSatang === null}
        data-testid={balanceSatang === null ? undefined : 'credit-balance'}
        data-credit-amount=""
        suppressHydrationWarning
      >
        <span className={styles.symbol}>{t('app.currencySymbol')}</span>
        {/* elementtiming: the browser reports when the balance was first painted (bench:web reads it). */}
        <span className={styles.value} elementtiming="credit-balance" data-credit-value="" suppressHydrationWarning>
          {balanceSatang === null ? '' : formatBaht(balanceSatang)}
        </span>
        <span className={styles.unit}>{t('app.currencyName')}</span>
      </p>
      {balanceSatang === null && (isLoading || !error) ? <span className={styles.skeleton} data-testid="credit-skeleton" /> : null}
      {error && !isLoading ? (
        <div className={styles.error} role="alert">
          <span>
            {t('dashboard.creditError')}
            <br />
            {getErrorMessage(error)}
          </span>
          <button type="button" className={styles.retry} onClick={refresh}>
            {t('dashboard.retry')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
