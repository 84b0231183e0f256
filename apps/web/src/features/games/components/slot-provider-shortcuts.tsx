import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { SlotMachineIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { buildGamePath } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useGetGameProvidersQuery } from '../api/get-game-providers';
import styles from './game-shortcuts.module.css';

/** The kind of game a provider tile opens (/auth/games/slot/{code}). */
const SLOT_TYPE = 'slot';

/** One tile per provider the brand has switched on, each opening that provider's slots. */
export function SlotProviderShortcuts() {
  const { t } = useTranslation();
  const { data: providers, error, isLoading, isFetching, refetch } = useGetGameProvidersQuery();

  return (
    <section className={styles.section} aria-labelledby="slot-providers-title">
      <h2 id="slot-providers-title" className={styles.title}>
        {t('games.slotProvidersTitle')}
      </h2>
      {isLoading ? (
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <Skeleton height={92} />
            </li>
          ))}
        </ul>
      ) : error ? (
        <LoadError title={t('games.providersError')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : !providers?.length ? (
        <EmptyState title={t('games.noProviders')} />
      ) : (
        <ul className={styles.grid} aria-labelledby="slot-providers-title">
          {providers.map((provider) => (
            <li key={provider.code}>
              <Link to={buildGamePath(SLOT_TYPE, provider.code)} className={styles.tile} data-testid="slot-provider-tile" data-provider-code={provider.code}>
                <span className={styles.icon}>
                  <SlotMachineIcon />
                </span>
                {provider.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
