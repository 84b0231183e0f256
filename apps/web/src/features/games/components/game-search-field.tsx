import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { GAME_SEARCH_DEBOUNCE_MS } from '@/config/limits';
import styles from './game-search-field.module.css';

/** The list endpoint's longest search. */
const SEARCH_MAX_LENGTH = 60;

interface GameSearchFieldProps {
  /** The search in force (the address's `q`), trimmed; empty when none. */
  query: string;
  /** Puts a new search in force; an empty one ends the search. */
  onSearch: (query: string) => void;
}

/**
 * The lobby's search box. What is typed becomes the search once typing pauses, so the games are
 * not asked for on every key; Enter searches at once and closes the phone's keyboard.
 */
export function GameSearchField({ query, onSearch }: GameSearchFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(query);
  const [followedQuery, setFollowedQuery] = useState(query);
  // The search can change without typing (the back button): the box follows it, unless it says
  // the same already, so a space typed between two words is not taken away.
  if (query !== followedQuery) {
    setFollowedQuery(query);
    if (draft.trim() !== query) setDraft(query);
  }

  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    const typed = draft.trim();
    if (typed === query) return;
    const timer = setTimeout(() => {
      onSearchRef.current(typed);
    }, GAME_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [draft, query]);

  const searchNow = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
    inputRef.current?.blur();
  };
  const clear = () => {
    setDraft('');
    onSearch('');
    inputRef.current?.focus();
  };

  return (
    <form className={styles.search} role="search" onSubmit={searchNow}>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('games.searchLabel')}
      </label>
      <SearchIcon size={20} className={styles.icon} />
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="search"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        placeholder={t('games.searchPlaceholder')}
        maxLength={SEARCH_MAX_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        data-testid="game-search"
      />
      {draft ? (
        <button type="button" className={styles.clear} onClick={clear} aria-label={t('games.searchClear')} data-testid="game-search-clear">
          <CloseIcon size={18} />
        </button>
      ) : null}
    </form>
  );
}
