import { formatBaht } from '@app/contract/money-format';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCredit } from '../hooks/use-credit';
import styles from './credit-strip.module.css';

/**
 * The member's credit in one line, with the way to top it up: on the game and reward pages, where
 * a member deciding what to play or redeem should never have to go back to see what they have.
 */
export function CreditStrip({ username }: { username: string }) {
  const { t } = useTranslation();
  const { balanceSatang, isLoading, error, refresh } = useCredit(username);

  return (
    <section className={styles.strip} aria-label={t('dashboard.creditLabel')} aria-busy={isLoading} data-testid="credit-strip">
      <span className={styles.label}>{t('dashboard.creditLabel')}</span>
      {balanceSatang !== null ? (
        <strong className={styles.amount} data-testid="credit-strip-balance">
          {t('app.currencySymbol')}
          {formatBaht(balanceSatang)}
        </strong>
      ) : error && !isLoading ? (
        <button type="button" className={styles.retry} onClick={refresh}>
          {t('dashboard.creditError')} · {t('dashboard.retry')}
        </button>
      ) : (
        <span className={styles.skeleton} data-testid="credit-strip-skeleton" />
      )}
      <ButtonLink to={paths.auth.deposit} variant="primary" size="small">
        {t('nav.deposit')}
      </ButtonLink>
    </section>
  );
}
