import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { CreditStrip } from '@/features/credit/components/credit-strip';
import { GameLobby } from '@/features/games/components/game-lobby';
import { GameRealityCheck } from '../game-reality-check';

/**
 * The category and the search live in the address (?cat=casino, &q=dragon), so a reload or the
 * back button keeps the member's tab and search. They replace the entry rather than add one: the
 * back button leaves the games page instead of stepping through every tab and keystroke.
 */
export default function GamesCategoryRoute() {
  const { t } = useTranslation();
  const member = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const showCategory = (categoryCode: string) => {
    setSearchParams({ cat: categoryCode }, { replace: true });
  };
  const search = useCallback(
    (query: string) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (query) next.set('q', query);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return (
    <Page title={t('pages.gamesCategory')} isTitleShown>
      {member ? <CreditStrip username={member.user_pass.username} /> : null}
      <GameLobby requestedCategory={searchParams.get('cat')} onCategoryChange={showCategory} searchQuery={searchParams.get('q') ?? ''} onSearch={search} />
      <GameRealityCheck />
    </Page>
  );
}
