import { useTranslation } from 'react-i18next';
import type { AffiliateBonus } from '@app/contract/affiliate';
import { formatBaht } from '@app/contract/money-format';
import { InfoIcon, RefreshIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { PhraseText } from '@/components/ui/phrase-text';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useGetAffiliateBonusQuery } from '../api/get-affiliate-bonus';
import { describeCommissionRule } from '../commission-rule';
import cardStyles from '@/components/ui/card.module.css';
import styles from './affiliate-balance-card.module.css';

/**
 * The affiliate balance, the most important number of the screen, with what was earned in all, how
 * many friends joined and the brand's rule. It is the member's own money apart from their credit,
 * so it is shown on its own card rather than beside the credit.
 */
export function AffiliateBalanceCard({ username }: { username: string }) {
  const { t } = useTranslation();
  // Commission is paid by a scheduled job, so a return to this screen asks again.
  const { data, error, isLoading, isFetching, refetch } = useGetAffiliateBonusQuery(username, { refetchOnMountOrArgChange: true });

  return (
    <section className={cardStyles.card} aria-labelledby="affiliate-balance-title" aria-busy={isFetching} data-testid="affiliate-balance-card">
      <div className={cardStyles.header}>
        <h2 id="affiliate-balance-title" className={styles.label}>
          {t('affiliate.balance.title')}
        </h2>
        <button type="button" className={styles.refresh} onClick={() => void refetch()} disabled={isFetching} aria-label={t('affiliate.balance.refresh')}>
          <RefreshIcon size={22} className={isFetching ? styles.spinning : undefined} />
        </button>
      </div>
      {isLoading ? (
        <BalanceSkeleton />
      ) : error || !data ? (
        <LoadError title={t('affiliate.balance.error')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : (
        <BalanceFigures bonus={data} />
      )}
    </section>
  );
}

function BalanceFigures({ bonus }: { bonus: AffiliateBonus }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.amount} data-testid="affiliate-balance">
        <span className={styles.symbol}>{t('app.currencySymbol')}</span>
        <span className={styles.value}>{formatBaht(bonus.balanceSatang)}</span>
        <span className={styles.unit}>{t('app.currencyName')}</span>
      </p>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('affiliate.balance.totalEarned')}</dt>
          <dd className={styles.statValue} data-testid="affiliate-total-earned">
            {t('app.currencySymbol')}
            {formatBaht(bonus.totalEarnedSatang)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('affiliate.balance.friends')}</dt>
          <dd className={styles.statValue} data-testid="affiliate-friend-count">
            {t('affiliate.balance.friendCount', { count: bonus.downlineCount })}
          </dd>
        </div>
      </dl>
      <p className={cardStyles.note} data-testid="affiliate-rule">
        <InfoIcon size={18} className={cardStyles.noteIcon} />
        <span>
          <PhraseText text={describeCommissionRule(bonus.rule, t)} />
        </span>
      </p>
    </>
  );
}

function BalanceSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="affiliate-balance-skeleton">
      <span className="visually-hidden" role="status">
        {t('affiliate.balance.loading')}
      </span>
      <Skeleton width="60%" height={44} />
      <Skeleton height={62} />
      <Skeleton width="85%" height={18} />
    </div>
  );
}
