import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { SlotMachineIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { buildGamePath } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useGetGameProvidersQuery } from '../api/get-game-providers';
import { isRemoteImageUrl } from '../game-artwork';
import styles from './game-shortcuts.module.css';

/** The kind of game a provider tile opens (/auth/games/slot/{code}). */
const SLOT_TYPE = 'slot';

const slotIcon = (
  <span className={styles.icon}>
    <SlotMachineIcon />
  </span>
);

/**
 * The provider's logo above its name; without one, or when it fails to load, the slot icon. The
 * name under it says who the provider is, so the logo is decorative.
 */
function ProviderArt({ logoUrl }: { logoUrl: string }) {
  if (!isRemoteImageUrl(logoUrl)) return slotIcon;
  return <Image className={styles.logo} src={logoUrl} alt="" loading="lazy" fallback={slotIcon} data-testid="provider-logo" />;
}

/** One tile per provider with slots the brand has switched on, each opening that provider's slots. */
export function SlotProviderShortcuts() {
  const { t } = useTranslation();
  const { data: allProviders, error, isLoading, isFetching, refetch } = useGetGameProvidersQuery();
  // A studio of live tables or lotteries has no slots to open here.
  const providers = allProviders?.filter((provider) => provider.categories.includes(SLOT_TYPE));

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
                <ProviderArt logoUrl={provider.logoUrl} />
                {provider.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
