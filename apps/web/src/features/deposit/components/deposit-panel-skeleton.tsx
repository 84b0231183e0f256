import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import cardStyles from '@/components/ui/card.module.css';
import styles from './deposit-panel.module.css';

/** Blocks the shape of the member's account and one receiving account, shown while they load. */
export function DepositPanelSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.panel} aria-busy="true" data-testid="deposit-panel-skeleton">
      <span className="visually-hidden" role="status">
        {t('deposit.loading')}
      </span>
      {[0, 1].map((block) => (
        <div key={block} className={cardStyles.card} aria-hidden="true">
          <Skeleton width="45%" height={22} />
          <Skeleton height={70} />
          <Skeleton width="80%" height={16} />
        </div>
      ))}
    </div>
  );
}
