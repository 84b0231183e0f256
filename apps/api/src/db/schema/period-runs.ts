import { sql } from 'drizzle-orm';
import { check, date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';

/**
 * The Bangkok days a period job (affiliate commission, loss-return, the monthly tier review) has judged for a brand: one
 * row per run, recorded after the run has paid all it pays. A job's next period starts after the
 * last day a run of it covered, whatever the brand's period was then, so switching from daily to
 * weekly (or back) never pays a day twice. See modules/period-runs.
 */
export const periodRuns = pgTable(
  'period_runs',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    job: text('job').$type<'affiliate_commission' | 'loss_return' | 'tier_review'>().notNull(),
    /** Bangkok dates, inclusive. */
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.job, table.periodStart] }),
    check('period_runs_job_check', sql`${table.job} in ('affiliate_commission', 'loss_return', 'tier_review')`),
    check('period_runs_days_check', sql`${table.periodStart} <= ${table.periodEnd}`),
  ],
);
