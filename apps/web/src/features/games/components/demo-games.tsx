import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PhraseText } from '@/components/ui/phrase-text';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useGetDemoGamesQuery } from '../api/get-demo-games';
import { useOpenDemoGame } from '../hooks/use-open-demo-game';
import { GameGridSkeleton } from './game-grid-skeleton';
import { GameTile } from './game-tile';
import gridStyles from './game-grid.module.css';
import styles from './demo-games.module.css';

/**
 * The games a visitor may try for free, in the tiles members know. A tap opens the game's demo
 * the way a member's game opens; no account and no money are involved.
 */
export function DemoGames() {
  const { t } = useTranslation();
  const { data: games, error, isLoading, isFetching, refetch } = useGetDemoGamesQuery();
  const { open, openingGameUuid } = useOpenDemoGame();
  const registerLink = (
    <ButtonLink to={paths.register} variant="primary" size="small">
      {t('demo.registerCta')}
    </ButtonLink>
  );

  let content: ReactNode;
  if (isLoading) {
    content = <GameGridSkeleton />;
  } else if (error) {
    content = <LoadError title={t('demo.error')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  } else if (!games?.length) {
    content = <EmptyState title={t('demo.empty')} text={t('demo.emptyText')} action={registerLink} />;
  } else {
    content = (
      <ul className={gridStyles.grid} aria-label={t('demo.gridLabel')} data-testid="demo-game-grid">
        {games.map((game) => (
          <GameTile key={game.uuid} game={game} isOpening={openingGameUuid === game.uuid} onOpen={open} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <p className={styles.intro}>
        <PhraseText text={t('demo.intro')} />
      </p>
      {content}
      {games?.length ? <div className={styles.cta}>{registerLink}</div> : null}
    </>
  );
}
