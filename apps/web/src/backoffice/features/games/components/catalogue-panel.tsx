import { GAME_CATEGORY_CODES } from '@app/contract/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../../components/ui/pager';
import { SelectField } from '../../../../components/ui/select-field';
import { ListPanel } from '../../../components/list-panel';
import { useListGameProvidersQuery } from '../api/list-game-providers';
import { GAME_PAGE_SIZE, useListGamesQuery, type GamePageKey } from '../api/list-games';
import { GameRow } from './game-row';
import styles from './catalogue.module.css';

type Category = (typeof GAME_CATEGORY_CODES)[number];

/** The brand's games, a page at a time, filtered by provider and category. */
export function CataloguePanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation('backoffice');
  const [filters, setFilters] = useState<Omit<GamePageKey, 'brandId'>>({ providerId: null, category: '', page: 1 });
  const page: GamePageKey = { brandId, ...filters };
  const { data, error, isFetching, refetch } = useListGamesQuery(page);
  const { data: providers } = useListGameProvidersQuery(brandId);
  const pageCount = data ? Math.max(1, Math.ceil(data.meta.total / GAME_PAGE_SIZE)) : 1;

  const columns = (['game', 'provider', 'category', 'enabled', 'hot', 'sortOrder'] as const).map((column) => t(`games.catalogue.columns.${column}`));
  const categoryLabel = (category: Category) => t(`games.catalogue.categories.${category}`);

  return (
    <>
      <div className={styles.filters} role="search" aria-label={t('games.catalogue.filters')}>
        <SelectField
          label={t('games.catalogue.provider')}
          value={filters.providerId ?? ''}
          options={[{ value: '', label: t('games.catalogue.allProviders') }, ...(providers ?? []).map((provider) => ({ value: provider.id, label: `${provider.name} (${provider.code})` }))]}
          onChange={(event) => {
            setFilters({ ...filters, providerId: event.target.value || null, page: 1 });
          }}
        />
        <SelectField
          label={t('games.catalogue.category')}
          value={filters.category}
          options={[{ value: '', label: t('games.catalogue.allCategories') }, ...GAME_CATEGORY_CODES.map((category) => ({ value: category, label: categoryLabel(category) }))]}
          onChange={(event) => {
            setFilters({ ...filters, category: event.target.value, page: 1 });
          }}
        />
      </div>
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
