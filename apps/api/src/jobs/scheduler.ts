import { Cron } from 'croner';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { BANGKOK_TIME_ZONE } from '../lib/bangkok-time';
import type { Clock } from '../lib/clock';
import { runLossReturnJob } from '../modules/loss-return/loss-return.job';

/**
 * Scheduled work. Loss-return runs daily at 00:05 Bangkok time; it computes each brand's last
 * complete period (weekly brands: the week that ended on Monday 00:00) and is idempotent, so a
 * daily run also catches up after downtime. On PostgreSQL the schedule lives in pg-boss, which
 * makes one instance run each job however many instances are up; on the embedded database (one
 * process) an in-process cron does.
 */
export const LOSS_RETURN_QUEUE = 'loss-return';
export const LOSS_RETURN_CRON = '5 0 * * *';

export interface Scheduler {
  /** Runs the loss-return job now, through the same queue as the schedule. */
  runLossReturnNow(): Promise<void>;
  stop(): Promise<void>;
}

interface SchedulerDeps {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** PostgreSQL: use pg-boss on it. Absent: the in-process schedule. */
  databaseUrl?: string;
}

async function runLossReturn(deps: SchedulerDeps): Promise<void> {
  const results = await runLossReturnJob(deps.db, deps.clock());
  deps.log.info({ job: LOSS_RETURN_QUEUE, results: results.map(({ brandId, period, created }) => ({ brandId, period: `${period.startDay}..${period.endDay}`, created })) }, 'loss-return computed');
}

async function startPgBoss(deps: SchedulerDeps & { databaseUrl: string }): Promise<Scheduler> {
  const boss = new PgBoss({ connectionString: deps.databaseUrl, schema: 'pgboss' });
  boss.on('error', (error) => deps.log.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(LOSS_RETURN_QUEUE);
  await boss.schedule(LOSS_RETURN_QUEUE, LOSS_RETURN_CRON, {}, { tz: BANGKOK_TIME_ZONE });
  await boss.work(LOSS_RETURN_QUEUE, { pollingIntervalSeconds: 0.5 }, async () => runLossReturn(deps));
  return {
    async runLossReturnNow() {
      await boss.send(LOSS_RETURN_QUEUE, {});
    },
    stop: () => boss.stop({ graceful: true, wait: true }),
  };
}

function startInProcess(deps: SchedulerDeps): Scheduler {
  const run = () => runLossReturn(deps).catch((error: unknown) => deps.log.error({ err: error }, 'loss-return failed'));
  // protect: a run still going when the next tick comes is not started twice.
  const cron = new Cron(LOSS_RETURN_CRON, { timezone: BANGKOK_TIME_ZONE, protect: true }, run);
  return {
    runLossReturnNow: run,
    async stop() {
      cron.stop();
    },
  };
}

export async function startScheduler(deps: SchedulerDeps): Promise<Scheduler> {
  const scheduler = deps.databaseUrl ? await startPgBoss({ ...deps, databaseUrl: deps.databaseUrl }) : startInProcess(deps);
  // A deployment that was down at 00:05 catches up at start, without holding the start up.
  void scheduler.runLossReturnNow().catch((error: unknown) => deps.log.error({ err: error }, 'loss-return catch-up failed'));
  return scheduler;
}
