import { Cron } from 'croner';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { BANGKOK_TIME_ZONE } from '../lib/bangkok-time';
import type { Clock } from '../lib/clock';
import type { SecretBox } from '../lib/secret-box';
import { runAffiliateCommissionJob } from '../modules/affiliate/commission.job';
import { runCatalogueSyncJob } from '../modules/aggregators/catalogue-sync.job';
import { runLossReturnJob } from '../modules/loss-return/loss-return.job';
import { runTierReviewJob } from '../modules/tiers/tier-review.job';

/**
 * Scheduled work, in Bangkok time. Each job computes every brand's last complete period and is
 * idempotent, so a daily run also catches up after downtime, and every job runs once at start.
 * On PostgreSQL the schedule lives in pg-boss, which makes one instance run each job however
 * many instances are up; on the embedded database (one process) an in-process cron does.
 */
interface ScheduledJob {
  queue: string;
  cron: string;
  run(
    db: Database,
    now: Date,
    secrets: SecretBox | undefined,
  ): Promise<({ brandId: string; period?: { startDay: string; endDay: string } } & Record<string, unknown>)[]>;
}

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  // Loss-return first: 00:05, once the day's (or week's) rounds are all in.
  { queue: 'loss-return', cron: '5 0 * * *', run: runLossReturnJob },
  { queue: 'affiliate-commission', cron: '10 0 * * *', run: runAffiliateCommissionJob },
  // The month that ended is reviewed on the 1st; daily, so a missed 1st is caught up the next day.
  { queue: 'tier-review', cron: '15 0 * * *', run: runTierReviewJob },
  // Every aggregator's game list, hourly: new games appear and withdrawn ones are switched off.
  { queue: 'catalogue-sync', cron: '20 * * * *', run: runCatalogueSyncJob },
];

export interface Scheduler {
  /** Runs every job now, through the same queue as the schedule. */
  runAllNow(): Promise<void>;
  stop(): Promise<void>;
}

interface SchedulerDeps {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** PostgreSQL: use pg-boss on it. Absent: the in-process schedule. */
  databaseUrl?: string;
  /** Opens the keys the catalogue sync signs with. */
  secrets?: SecretBox;
}

async function runJob(deps: SchedulerDeps, job: ScheduledJob): Promise<void> {
  const results = await job.run(deps.db, deps.clock(), deps.secrets);
  deps.log.info(
    { job: job.queue, results: results.map(({ period, ...rest }) => ({ ...rest, ...(period ? { period: `${period.startDay}..${period.endDay}` } : {}) })) },
    'scheduled job done',
  );
}

/**
 * How often each instance's workers ask the queue for a job. The jobs run hourly or daily, so half
 * a minute late costs nothing, while every 0.5 s was 8 queries a second from each instance all day.
 * A run asked for here (runAllNow) wakes the workers at once instead.
 */
const QUEUE_POLLING_INTERVAL_SECONDS = 30;

async function startPgBoss(deps: SchedulerDeps & { databaseUrl: string }): Promise<Scheduler> {
  const boss = new PgBoss({ connectionString: deps.databaseUrl, schema: 'pgboss' });
  boss.on('error', (error) => deps.log.error({ err: error }, 'job queue error'));
  await boss.start();
  const workerIds: string[] = [];
  for (const job of SCHEDULED_JOBS) {
    await boss.createQueue(job.queue);
    await boss.schedule(job.queue, job.cron, {}, { tz: BANGKOK_TIME_ZONE });
    workerIds.push(await boss.work(job.queue, { pollingIntervalSeconds: QUEUE_POLLING_INTERVAL_SECONDS }, async () => runJob(deps, job)));
  }
  return {
    async runAllNow() {
      for (const job of SCHEDULED_JOBS) await boss.send(job.queue, {});
      for (const workerId of workerIds) boss.notifyWorker(workerId);
    },
    stop: () => boss.stop({ graceful: true, wait: true }),
  };
}

function startInProcess(deps: SchedulerDeps): Scheduler {
  const runners = SCHEDULED_JOBS.map(
    (job) => () => runJob(deps, job).catch((error: unknown) => deps.log.error({ err: error, job: job.queue }, 'scheduled job failed')),
  );
  // protect: a run still going when the next tick comes is not started twice.
  const crons = SCHEDULED_JOBS.map((job, index) => new Cron(job.cron, { timezone: BANGKOK_TIME_ZONE, protect: true }, runners[index]));
  return {
    async runAllNow() {
      for (const run of runners) await run();
    },
    async stop() {
      for (const cron of crons) cron.stop();
    },
  };
}

export async function startScheduler(deps: SchedulerDeps): Promise<Scheduler> {
  const scheduler = deps.databaseUrl ? await startPgBoss({ ...deps, databaseUrl: deps.databaseUrl }) : startInProcess(deps);
  // A deployment that was down at midnight catches up at start, without holding the start up.
  void scheduler.runAllNow().catch((error: unknown) => deps.log.error({ err: error }, 'scheduled catch-up failed'));
  return scheduler;
}
