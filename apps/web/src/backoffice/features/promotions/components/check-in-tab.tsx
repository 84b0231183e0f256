import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { RefreshButton } from '@/backoffice/components/refresh-button';
import { useListCheckInDaysQuery, type CheckInDay } from '../api/list-check-in-days';
import { useRewardText } from '../hooks/use-reward-text';
import { CheckInDayDialog } from './check-in-day-dialog';
import { Loaded } from './loaded';
import styles from './promotions.module.css';

const DAYS_OF_MONTH = 31;

/** The 31 days of the month as a calendar, while they load. */
function CheckInSkeleton() {
  const { t } = useTranslation('backoffice');
  return (
    <div className={styles.days} role="status" aria-label={t('app.loading')}>
      {Array.from({ length: DAYS_OF_MONTH }, (_, index) => (
        <div key={index} className={styles.day}>
          <Skeleton width={48} height={14} />
          <Skeleton height={18} />
        </div>
      ))}
    </div>
  );
}

/**
 * What checking in on each day of the month gives (the same for every month; day 31 only in
 * long months). Admins open a day to change it; the other roles read the calendar.
 */
export function CheckInTab({ brandId, canEdit }: { brandId: string; canEdit: boolean }) {
  const { t } = useTranslation('backoffice');
  const rewardText = useRewardText();
  const [editing, setEditing] = useState<CheckInDay | null>(null);
  const { data, error, isFetching, refetch } = useListCheckInDaysQuery(brandId, { refetchOnFocus: true });

  const dayContent = (day: CheckInDay) => (
    <>
      <span className={styles.dayNumber}>{t('promotions.checkIn.day', { day: day.day })}</span>
      <span className={day.reward.kind === 'none' ? `${styles.dayReward} ${styles.dayNone}` : styles.dayReward}>{rewardText(day.reward)}</span>
    </>
  );

  return (
    <div className={styles.stack}>
      <div className={styles.panelHeader}>
        <p className={tableStyles.caption}>{t(canEdit ? 'promotions.checkIn.introEdit' : 'promotions.checkIn.intro')}</p>
        <RefreshButton onRefresh={() => void refetch()} isRefreshing={isFetching} />
      </div>
      <Loaded
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={() => void refetch()}
        loadErrorTitle={t('promotions.checkIn.loadError')}
        skeleton={<CheckInSkeleton />}
      >
        {(days) => (
          <ol className={styles.days} data-testid="check-in-days">
            {days.map((day) => (
              <li key={day.day} className={styles.dayItem} data-testid="check-in-day">
                {canEdit ? (
                  <button
                    type="button"
                    className={styles.day}
                    aria-label={t('promotions.checkIn.editDay', { day: day.day, reward: rewardText(day.reward) })}
                    onClick={() => {
                      setEditing(day);
                    }}
                  >
                    {dayContent(day)}
                  </button>
                ) : (
                  <div className={styles.day}>{dayContent(day)}</div>
                )}
              </li>
            ))}
          </ol>
        )}
      </Loaded>
      {editing ? (
        <CheckInDayDialog
          brandId={brandId}
          day={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
