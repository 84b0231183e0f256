import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLoadMore } from '../hooks/use-load-more';
import styles from './game-grid.module.css';

interface LoadMoreProps {
  onLoadMore: () => void;
  isLoading: boolean;
}

/**
 * The end of a grid that has more games. Scrolling near it loads the next page by itself; the
 * button is there for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({ onLoadMore, isLoading }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinelRef = useLoadMore(onLoadMore, !isLoading);
  return (
    <div ref={sentinelRef} className={styles.more} data-testid="games-load-more">
      <Button variant="ghost" size="small" onClick={onLoadMore} isLoading={isLoading} loadingLabel={t('games.loadingMore')}>
        {t('games.loadMore')}
      </Button>
    </div>
  );
}
