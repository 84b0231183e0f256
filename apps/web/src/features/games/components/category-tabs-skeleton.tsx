import { Skeleton } from '@/components/ui/skeleton';
import styles from './category-tabs-skeleton.module.css';

/** The row of category tabs while the categories load. */
export function CategoryTabsSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      {[72, 80, 72, 64, 56].map((width, index) => (
        <Skeleton key={index} width={width} height={36} />
      ))}
    </div>
  );
}
