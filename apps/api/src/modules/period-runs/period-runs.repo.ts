import { and, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { periodRuns } from '../../db/schema/period-runs';

export type PeriodJob = (typeof periodRuns.$inferSelect)['job'];

/** The last Bangkok day a run of the job covered for the brand, or undefined before its first run. */
export async function findLastCoveredDay(db: Database, brandId: string, job: PeriodJob): Promise<string | undefined> {
  const [row] = await db
    .select({ lastDay: max(periodRuns.periodEnd) })
    .from(periodRuns)
    .where(and(eq(periodRuns.brandId, brandId), eq(periodRuns.job, job)));
  return row?.lastDay ?? undefined;
}

/** Records a run; a second run of the same period (two instances at once) records nothing more. */
export async function insertPeriodRun(db: Database, run: typeof periodRuns.$inferInsert): Promise<void> {
  await db.insert(periodRuns).values(run).onConflictDoNothing();
}
