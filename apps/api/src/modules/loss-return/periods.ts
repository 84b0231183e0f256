import { addBangkokDays, bangkokDay, startOfBangkokDay } from '../../lib/bangkok-time';

export type LossReturnPeriodKind = 'weekly' | 'daily';

/** A loss-return period: Bangkok days startDay..endDay inclusive, which is the instants [start, end). */
export interface LossReturnPeriod {
  startDay: string;
  endDay: string;
  start: Date;
  end: Date;
}

/** 0 = Monday ... 6 = Sunday, for a Bangkok day. */
function weekdayFromMonday(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return (new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)).getUTCDay() + 6) % 7;
}

/**
 * The last period that has fully ended at `now`: for weekly, Monday 00:00 to the next Monday
 * 00:00 Bangkok time, the week before the current one; for daily, yesterday in Bangkok.
 */
export function lastCompletePeriod(now: Date, kind: LossReturnPeriodKind): LossReturnPeriod {
  const today = bangkokDay(now);
  const end = kind === 'daily' ? today : addBangkokDays(today, -weekdayFromMonday(today));
  const startDay = addBangkokDays(end, kind === 'daily' ? -1 : -7);
  return { startDay, endDay: addBangkokDays(end, -1), start: startOfBangkokDay(startDay), end: startOfBangkokDay(end) };
}
