import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './game-grid.module.css';

/** Tiles the shape of game tiles: a grid's first page, or more of them under a grid while the next page loads. */
export function GameTileSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeletonTile} aria-hidden="true" data-testid="game-tile-skeleton">
          <span className={styles.skeletonArt}>
            <Skeleton height="100%" />
          </span>
          <span className={styles.skeletonName}>
            <Skeleton width="70%" height={14} />
          </span>
        </li>
      ))}
    </>
  );
}

export function GameGridSkeleton({ count = 9 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('games.loading')}
      </span>
      <ul className={styles.grid}>
        <GameTileSkeletons count={count} />
      </ul>
    </div>
  );
}
