import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { GridIcon, TicketIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { buildGamesCategoryPath } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useGetGameCategoriesQuery } from '../api/get-game-categories';
import { CategoryIcon } from './category-icon';
import styles from './game-shortcuts.module.css';

/**
 * The way into the games from the dashboard. All games and the lottery lead, as the spec asks;
 * both go to the category page, all games without a category of its own, so it opens on the
 * brand's default. Then one tile per category, in the brand's order.
 */
export function GameShortcuts() {
  const { t } = useTranslation();
  const { data: categories, error, isLoading, isFetching, refetch } = useGetGameCategoriesQuery();

  return (
    <section className={styles.section} aria-labelledby="game-shortcuts-title">
      <h2 id="game-shortcuts-title" className={styles.title}>
        {t('games.shortcutsTitle')}
      </h2>
      <div className={styles.featured}>
        <Link to={buildGamesCategoryPath('all')} className={`${styles.featuredTile} ${styles.primary}`} data-testid="all-games-tile">
          <span className={styles.featuredIcon}>
            <GridIcon size={26} />
          </span>
          {t('games.allGames')}
        </Link>
        <Link to={buildGamesCategoryPath('lotto')} className={styles.featuredTile} data-testid="lottery-tile">
          <span className={styles.featuredIcon}>
            <TicketIcon size={26} />
          </span>
          {t('games.lottery')}
        </Link>
      </div>
      {isLoading ? (
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton height={92} />
            </li>
          ))}
        </ul>
      ) : error ? (
        <LoadError title={t('games.categoriesError')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : !categories?.length ? (
        // A brand with no categories yet says so, as the provider tiles do, rather than show a blank grid.
        <EmptyState title={t('games.noCategories')} />
      ) : (
        <ul className={styles.grid} aria-label={t('games.categoriesLabel')}>
          {categories.map((category) => (
            <li key={category.code}>
              <Link to={buildGamesCategoryPath(category.code)} className={styles.tile} data-testid="category-tile">
                <span className={styles.icon}>
                  <CategoryIcon code={category.code} />
                </span>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
