import { useOpenGame } from '../hooks/use-open-game';
import { GameSearchField } from './game-search-field';
import { GameSearchResults } from './game-search-results';
import { GamesByCategory } from './games-by-category';

interface GameLobbyProps {
  /** The `cat` of the address; unknown or missing opens the brand's default category. */
  requestedCategory: string | null;
  onCategoryChange: (categoryCode: string) => void;
  /** The `q` of the address: a search across every category; empty shows the tabs. */
  searchQuery: string;
  onSearch: (query: string) => void;
}

/**
 * The games page: a search box over the category tabs. While a search is in force its results
 * stand in for the tabs; clearing it brings them back. One opener serves every list on the page,
 * so only one game opens at a time whichever list it is tapped in.
 */
export function GameLobby({ requestedCategory, onCategoryChange, searchQuery, onSearch }: GameLobbyProps) {
  const opener = useOpenGame();
  const query = searchQuery.trim();
  return (
    <>
      <GameSearchField query={query} onSearch={onSearch} />
      {query ? (
        <GameSearchResults
          query={query}
          onClear={() => {
            onSearch('');
          }}
          opener={opener}
        />
      ) : (
        <GamesByCategory requestedCategory={requestedCategory} onCategoryChange={onCategoryChange} opener={opener} />
      )}
    </>
  );
}
