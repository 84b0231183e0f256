import { useTranslation } from 'react-i18next';
import { useGetGameRowQuery } from '../api/get-game-row';
import type { GameFilter } from '../api/get-games';
import { useGetRecentGamesQuery } from '../api/get-recent-games';
import type { OpenGame } from '../hooks/use-launch-game';
import { GameRow } from './game-row';

/** The hot games of every category, as the hot tab lists them. */
const HOT_GAMES: GameFilter = { category: 'hot' };
/** Every category's games, newest release first. */
const NEW_GAMES: GameFilter = { order: 'newest' };

/**
 * The rows above the all-games grid: what the member played last, then the hot games and the new
 * ones. Each row loads, fails and retries on its own.
 */
export function LobbyRows({ opener }: { opener: OpenGame }) {
  const { t } = useTranslation();
  const recent = useGetRecentGamesQuery();
  const hot = useGetGameRowQuery(HOT_GAMES);
  const fresh = useGetGameRowQuery(NEW_GAMES);
  return (
    <>
      <GameRow title={t('games.recentRow')} testId="game-row-recent" query={recent} opener={opener} />
      <GameRow title={t('games.hotRow')} testId="game-row-hot" query={hot} opener={opener} />
      <GameRow title={t('games.newRow')} testId="game-row-new" query={fresh} opener={opener} />
    </>
  );
}
