import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { OpenGame } from '../hooks/use-launch-game';
import { GameGrid } from './game-grid';
import styles from './game-search-results.module.css';

interface GameSearchResultsProps {
  /** The name searched for, trimmed and not empty. */
  query: string;
  onClear: () => void;
  opener: OpenGame;
}

/** The games of every category whose name contains the search, in place of the tabs. */
export function GameSearchResults({ query, onClear, opener }: GameSearchResultsProps) {
  const { t } = useTranslation();
  const title = t('games.searchResults', { query });
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {/* A new search is a new list: its own skeleton, never the last search's games meanwhile. */}
      <GameGrid
        key={query}
        filter={{ search: query }}
        label={title}
        emptyTitle={t('games.searchEmpty')}
        emptyText={t('games.searchEmptyText')}
        emptyAction={
          <Button variant="secondary" size="small" onClick={onClear}>
            {t('games.searchBackToTabs')}
          </Button>
        }
        opener={opener}
      />
    </section>
  );
}
