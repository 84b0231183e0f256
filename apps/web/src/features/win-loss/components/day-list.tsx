import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WinLoss } from '../api/get-win-loss';
import { groupRoundsByDay, sortDaysNewestFirst } from '../group-rounds';
import { DayRow } from './day-row';
import type { RoundLabels } from './round-labels';
import styles from './win-loss-report.module.css';

/**
 * The days of the range, newest first. The newest day starts open, since the member most often
 * looks for what they just played; tapping another day opens it instead.
 */
export function DayList({ winLoss, labels }: { winLoss: WinLoss; labels: RoundLabels }) {
  const { t } = useTranslation();
  const days = sortDaysNewestFirst(winLoss.days);
  const roundsByDay = groupRoundsByDay(winLoss.rounds);
  const [expandedDay, setExpandedDay] = useState<string | null>(days[0]?.day ?? null);
  return (
    <ul className={styles.days} aria-label={t('winLoss.daysLabel')} data-testid="win-loss-days">
      {days.map((day) => (
        <DayRow
          key={day.day}
          day={day}
          rounds={roundsByDay.get(day.day) ?? []}
          isExpanded={expandedDay === day.day}
          onToggle={() => {
            setExpandedDay((current) => (current === day.day ? null : day.day));
          }}
          labels={labels}
        />
      ))}
    </ul>
  );
}
