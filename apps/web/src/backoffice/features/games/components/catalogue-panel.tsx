import { GAME_CATEGORY_CODES } from '@app/contract/games';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ListPanel } from '@/backoffice/components/list-panel';
import { useListGameProvidersQuery } from '../api/list-game-providers';
import { GAME_PAGE_SIZE, useListGamesQuery, type GamePageKey } from '../api/list-games';
import { GameRow } from './game-row';
import styles from './catalogue.module.css';

type Category = (typeof GAME_CATEGORY_CODES)[number];

const isMemberCategory = (code: string): code is Category => GAME_CATEGORY_CODES.some((category) => category === code);

/** The member site's categories first, then any other code the brand's games use (the house slot's "slot"). */
function categoryCodes(used: readonly string[] | undefined): string[] {
  return [...GAME_CATEGORY_CODES, ...(used ?? []).filter((code) => !isMemberCategory(code))];
}

/** The brand's games, a page at a time, found by name or code and filtered by provider and category. */
export function CataloguePanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation('backoffice');
  const [filters, setFilters] = useState<Omit<GamePageKey, 'brandId'>>({ q: '', providerId: null, category: '', page: 1 });
  // What is typed is searched when the operator asks, not at every key press.
  const [searchText, setSearchText] = useState('');
  const page: GamePageKey = { brandId, ...filters };
  const { data, error, isFetching, refetch } = useListGamesQuery(page);
  const { data: providers } = useListGameProvidersQuery(brandId);
  const pageCount = data ? Math.max(1, Math.ceil(data.meta.total / GAME_PAGE_SIZE)) : 1;

  const columns = (['game', 'provider', 'category', 'enabled', 'hot', 'sortOrder'] as const).map((column) => t(`games.catalogue.columns.${column}`));
  // A code members have no tab for is shown as it is stored.
  const categoryLabel = (code: string) => (isMemberCategory(code) ? t(`games.catalogue.categories.${code}`) : code);

  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({ ...filters, q: searchText.trim(), page: 1 });
  };

  return (
    <>
      <form className={styles.filters} role="search" aria-label={t('games.catalogue.filters')} onSubmit={search} noValidate>
        <TextField
          label={t('games.catalogue.search')}
          name="q"
          type="search"
          autoComplete="off"
          maxLength={100}
          leadingIcon={<SearchIcon size={18} />}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
          }}
        />
        <SelectField
          label={t('games.catalogue.provider')}
          value={filters.providerId ?? ''}
          options={[
            { value: '', label: t('games.catalogue.allProviders') },
            ...(providers ?? []).map((provider) => ({ value: provider.id, label: `${provider.name} (${provider.code})` })),
          ]}
          onChange={(event) => {
            setFilters({ ...filters, providerId: event.target.value || null, page: 1 });
          }}
        />
        <SelectField
          label={t('games.catalogue.category')}
          value={filters.category}
          options={[
            { value: '', label: t('games.catalogue.allCategories') },
            ...categoryCodes(data?.meta.categories).map((code) => ({ value: code, label: categoryLabel(code) })),
          ]}
          onChange={(event) => {
            setFilters({ ...filters, category: event.target.value, page: 1 });
          }}
        />
        <Button type="submit" variant="secondary">
          {t('games.catalogue.searchButton')}
        </Button>
      </form>
      <ListPanel
        rows={data?.data}
        error={error}
        isFetching={isFetching}
        onRefresh={() => void refetch()}
        columns={columns}
        caption={() => t('games.catalogue.count', { count: data?.meta.total ?? 0 })}
        loadErrorTitle={t('games.catalogue.loadError')}
        emptyTitle={t('games.catalogue.empty')}
        emptyText={t('games.catalogue.emptyText')}
        testId="game-table"
      >
        {(rows) => rows.map((game) => <GameRow key={game.id} game={game} page={page} />)}
      </ListPanel>
      {pageCount > 1 ? (
        <div className={styles.pager}>
          <Pager
            page={filters.page}
            pageCount={pageCount}
            isBusy={isFetching}
            onPageChange={(next) => {
              setFilters({ ...filters, page: next });
            }}
          />
        </div>
      ) : null}
    </>
  );
}
