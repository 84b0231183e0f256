import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useGameProvider } from '../hooks/use-game-provider';
import { GameGrid } from './game-grid';
import { GameGridSkeleton } from './game-grid-skeleton';
import styles from './provider-games.module.css';

interface ProviderGamesProps {
  /** The kind of game, from the address (/auth/games/slot/JK): the category the grid lists. */
  type: string;
  providerCode: string;
}

/** One provider's games of one kind, under the provider's name; a provider the brand does not list gets a way back. */
export function ProviderGames({ type, providerCode }: ProviderGamesProps) {
  const { t } = useTranslation();
  const { provider, error, isLoading, isFetching, refetch } = useGameProvider(providerCode);
  const backLink = (
    <ButtonLink to={paths.auth.dashboard} variant="secondary" size="small">
      {t('games.backToDashboard')}
    </ButtonLink>
  );

  if (isLoading) {
    return (
      <>
        <Skeleton width="45%" height={32} />
        <GameGridSkeleton />
      </>
    );
  }
  if (error) {
    return <LoadError title={t('games.providersError')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  }
  if (!provider) {
    return (
      <>
        <h1 className={styles.heading}>{t('pages.game')}</h1>
        <EmptyState title={t('games.providerNotFound')} text={t('games.providerNotFoundText')} action={backLink} />
      </>
    );
  }
  return (
    <>
      <h1 className={styles.heading} data-testid="provider-name">
        {provider.name}
      </h1>
      <GameGrid filter={{ category: type, provider: provider.code }} label={provider.name} emptyTitle={t('games.emptyProvider')} emptyAction={backLink} />
    </>
  );
}
