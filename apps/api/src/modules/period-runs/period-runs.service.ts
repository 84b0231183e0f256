import type { Database } from '../../db/client';
import { addBangkokDays, startOfBangkokDay } from '../../lib/bangkok-time';
import type { LossReturnPeriod } from '../loss-return/periods';
import { findLastCoveredDay, insertPeriodRun, type PeriodJob } from './period-runs.repo';

/**
 * The part of a period that the job has not judged yet for the brand: from the day after the
 * last day one of its runs covered, whatever the brand's period was then, to the period's end;
 * null when every day of it is covered. After a switch from daily to weekly, the first week
 * leaves out the days already paid one by one; after weekly to daily, a day of a paid week is
 * not paid again.
 */
export async function findUncoveredPart(db: Database, brandId: string, job: PeriodJob, period: LossReturnPeriod): Promise<LossReturnPeriod | null> {
  const lastCoveredDay = await findLastCoveredDay(db, brandId, job);
  if (lastCoveredDay === undefined || lastCoveredDay < period.startDay) return period;
  if (lastCoveredDay >= period.endDay) return null;
  const startDay = addBangkokDays(lastCoveredDay, 1);
  return { ...period, startDay, start: startOfBangkokDay(startDay) };
}

/**
 * Records that the job has judged the period's days for the brand. Called after the run has paid
 * all it pays: a run cut short records nothing, so the next one covers the same days again, and
 * the jobs' own unique lines keep it from paying anything twice.
 */
export async function recordPeriodRun(db: Database, brandId: string, job: PeriodJob, period: LossReturnPeriod, now: Date): Promise<void> {
  await insertPeriodRun(db, { brandId, job, periodStart: period.startDay, periodEnd: period.endDay, createdAt: now });
}
