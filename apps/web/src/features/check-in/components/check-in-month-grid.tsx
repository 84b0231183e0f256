import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '@/components/ui/icons';
import type { CheckInDay } from '../check-in-month';
import { useRewardLabel } from '../hooks/use-reward-label';
import styles from './check-in-month-grid.module.css';

function describeDay(day: CheckInDay): 'checked' | 'today' | 'missed' | 'upcoming' {
  if (day.isChecked) return 'checked';
  if (day.isToday) return 'today';
  return day.isMissed ? 'missed' : 'upcoming';
}

/** The days of this month: checked days marked, today highlighted, and each known day's reward. */
export function CheckInMonthGrid({ days }: { days: CheckInDay[] }) {
  const { t } = useTranslation();
  const labelReward = useRewardLabel();
  return (
    <ol className={styles.grid} aria-label={t('checkIn.monthLabel')} data-testid="check-in-month">
      {days.map((day) => {
        const status = describeDay(day);
        const rewardLabel = day.reward ? labelReward(day.reward) : null;
        const spoken = [
          t('checkIn.dayLabel', { day: day.day }),
          day.isToday ? t('checkIn.todayBadge') : null,
          status === 'checked' ? t('checkIn.checked') : null,
          rewardLabel,
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <li
            key={day.day}
            className={[styles.day, styles[status], day.isToday ? styles.today : undefined].filter(Boolean).join(' ')}
            data-status={status}
            data-today={day.isToday || undefined}
            aria-label={spoken}
            aria-current={day.isToday ? 'date' : undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {day.day}
            </span>
            {status === 'checked' ? <CheckCircleIcon size={18} className={styles.check} /> : null}
            {rewardLabel ? (
              <span className={styles.reward} aria-hidden="true">
                {rewardLabel}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
