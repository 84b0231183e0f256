import type { BreakPeriod } from '@app/contract/player-protection';

const HOUR_MS = 3_600_000;
const BANGKOK_OFFSET_MS = 7 * HOUR_MS;

/** Fixed lengths: a day is 24 hours (Bangkok has no daylight saving). */
const FIXED_LENGTH_MS: Partial<Record<BreakPeriod, number>> = { '24h': 24 * HOUR_MS, '7d': 7 * 24 * HOUR_MS, '30d': 30 * 24 * HOUR_MS };
/** Calendar lengths, counted on the Bangkok calendar. */
const MONTHS: Partial<Record<BreakPeriod, number>> = { '6m': 6, '1y': 12, '5y': 60 };

/**
 * `months` calendar months after `start` on the Bangkok calendar, at the same Bangkok time of day.
 * A day the target month lacks (31 August + 6 months) becomes that month's last day, so a break
 * never ends before the period chosen has passed in full months.
 */
function addBangkokMonths(start: Date, months: number): Date {
  const local = new Date(start.getTime() + BANGKOK_OFFSET_MS);
  const day = local.getUTCDate();
  const target = new Date(local);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return new Date(target.getTime() - BANGKOK_OFFSET_MS);
}

/** When a break taken at `start` for `period` ends; null for a permanent self-exclusion. */
export function breakEndsAt(period: BreakPeriod, start: Date): Date | null {
  if (period === 'permanent') return null;
  const fixed = FIXED_LENGTH_MS[period];
  if (fixed !== undefined) return new Date(start.getTime() + fixed);
  const months = MONTHS[period];
  if (months === undefined) throw new Error(`no length for the break period ${period}`);
  return addBangkokMonths(start, months);
}
