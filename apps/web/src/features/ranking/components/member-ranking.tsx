import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/lib/api-client';
import { useGetMemberLevelQuery } from '../api/get-member-level';
import { CurrentTierCard } from './current-tier-card';
import { RankingSkeleton } from './ranking-skeleton';
import { TierCard } from './tier-card';
import { TierChangeNotice } from './tier-change-notice';
import { TierHistory } from './tier-history';
import styles from './member-ranking.module.css';

/** The member's tier and progress, then every tier of the brand with its benefits. */
export function MemberRanking({ memberUuid }: { memberUuid: string }) {
  const { t } = useTranslation();
  // A deposit made elsewhere moves the progress, so a return to this screen asks again.
  const { data, error, isLoading, isFetching, refetch } = useGetMemberLevelQuery(memberUuid, { refetchOnMountOrArgChange: true });
  const retry = () => {
    void refetch();
  };

  if (isLoading) return <RankingSkeleton />;
  if (error) return <LoadError title={t('ranking.error')} message={getErrorMessage(error)} onRetry={retry} isRetrying={isFetching} />;
  if (!data) return null;

  return (
    <div className={styles.ranking}>
      <TierChangeNotice memberUuid={memberUuid} isBenefitsLinkShown={false} />
      <CurrentTierCard level={data} />
      <section className={styles.tiers} aria-labelledby="tiers-title">
        <h2 id="tiers-title" className={styles.tiersTitle}>
          {t('ranking.tiersTitle')}
        </h2>
        <ul className={styles.list} data-testid="tier-list">
          {data.tiers.map((tier) => (
            <TierCard key={tier.level} tier={tier} />
          ))}
        </ul>
      </section>
      <TierHistory history={data.history} />
    </div>
  );
}
