import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare-database';
import { startScheduler } from './jobs/scheduler';
import { systemClock } from './lib/clock';
import { closeServer } from './lib/close-server';
import { logStrayRejections } from './lib/stray-rejections';
import { loadSecretBox } from './lib/secrets-key-source';
import { connectBrandsToSandbox } from './modules/aggregators/connect-brands-to-sandbox';
import { followBrandChanges } from './modules/brands/brand-change-feed';
import { followLedgerMovements } from './modules/live-balance/ledger-movement-feed';

const config = loadConfig();
const { database, isSeeded } = await prepareDatabase(config);
const secrets = loadSecretBox(config);
const { app, services } = await buildApp({ db: database.db, config, secrets });
logStrayRejections(app.log);
// A brand change made by any instance (or a command) reaches this one as it commits.
const stopFollowingBrands = await followBrandChanges(database, services.brands);
// So does a ledger movement, to the balance streams this instance holds open.
const stopFollowingMovements = await followLedgerMovements(database, services.liveBalance.watchers);
const scheduler = await startScheduler({ db: database.db, clock: systemClock, log: app.log, databaseUrl: config.database.url, secrets });

/** How long the requests in flight get to finish on shutdown, within a usual 30 s stop timeout. */
const SHUTDOWN_GRACE_MS = 10_000;

let isClosing = false;
async function shutdown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  await scheduler.stop();
  await stopFollowingBrands();
  await stopFollowingMovements();
  await closeServer(app, SHUTDOWN_GRACE_MS);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// Before listening, so the site opens with its lobby already full (this only calls the sandbox).
if (config.gameSandboxUrl) {
  await connectBrandsToSandbox({ db: database.db, secrets, brands: services.brands, sandboxUrl: config.gameSandboxUrl, port: config.port, log: app.log });
}
await app.listen({ port: config.port, host: config.host });

const where = config.database.url ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.database.dataDir}`;
const lines = [
  '',
  `  Site:      http://${config.host}:${config.port}/`,
  `  API docs:  http://${config.host}:${config.port}/docs`,
  `  Data:      ${where}`,
  ...(config.gameSandboxUrl ? [`  Games:     sandbox aggregator at ${config.gameSandboxUrl} (a stand-in for Hub88)`] : []),
  isSeeded
    ? `  Demo login (created now): username "${config.demo.username}", password "${config.demo.password}"`
    : `  Demo login: username "${config.demo.username}" (password as set when the data was first created)`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
