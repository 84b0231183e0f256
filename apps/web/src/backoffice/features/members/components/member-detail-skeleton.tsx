import { Skeleton } from '@/components/ui/skeleton';
import styles from './member-detail.module.css';

/** The detail screen's shape while the member loads: heading, the panels and the tabs. */
export function MemberDetailSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="member-detail-skeleton">
      <Skeleton width={260} height={34} />
      <div className={styles.panels}>
        <div className={styles.column}>
          <Skeleton height={340} />
          <Skeleton height={120} />
        </div>
        <Skeleton height={300} />
      </div>
      <Skeleton height={46} width={460} />
      <Skeleton height={220} />
    </div>
  );
}
