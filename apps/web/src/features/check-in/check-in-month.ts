import type { Reward } from '@app/contract/rewards/reward';
import type { CheckInState } from '@app/contract/rewards/check-in';

/** One day of the month in the check-in grid. */
export interface CheckInDay {
  /** 1-31. */
  day: number;
  isChecked: boolean;
  isToday: boolean;
  /** A day before today that has no check-in: it can no longer be checked in. */
  isMissed: boolean;
  /** What the day gives: a checked day's reward as it was paid, otherwise the brand's reward for that day. */
  reward: Reward | null;
}

function countDaysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The days of today's Bangkok month, given today as 'YYYY-MM-DD' (Bangkok). */
export function buildCheckInMonth(state: CheckInState, today: string): CheckInDay[] {
  const [year = 1970, month = 1, todayOfMonth = 1] = today.split('-').map(Number);
  const entriesByDay = new Map(state.data.map((entry) => [entry.json.day, entry]));
  const rewardsByDay = new Map(state.days.map((day) => [day.day, day.reward]));
  return Array.from({ length: countDaysInMonth(year, month) }, (_, index): CheckInDay => {
    const day = index + 1;
    const entry = entriesByDay.get(day);
    const isToday = day === todayOfMonth;
    const reward = entry?.reward ?? rewardsByDay.get(day) ?? (isToday ? state.value : null);
    return {
      day,
      isChecked: entry !== undefined || (isToday && state.today),
      isToday,
      isMissed: !entry && day < todayOfMonth,
      reward,
    };
  });
}
