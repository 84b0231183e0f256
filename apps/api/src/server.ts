import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare-database';
import { startScheduler } from './jobs/scheduler';
import { systemClock } from './lib/clock';
import { logStrayRejections } from './lib/stray-rejections';
import { loadSecretBox } from './lib/secrets-key-source';

const config = loadConfig();
const { database, isSeeded } = await prepareDatabase(config);
const { app } = await buildApp({ db: database.db, config, secrets: loadSecretBox(config) });
logStrayRejections(app.log);
const scheduler = await startScheduler({ db: database.db, clock: systemClock, log: app.log, databaseUrl: config.database.url });

let isClosing = false;
async function shutdown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  await scheduler.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const where = config.database.url ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.database.dataDir}`;
const lines = [
  '',
  `  Site:      http://${config.host}:${config.port}/`,
  `  API docs:  http://${config.host}:${config.port}/docs`,
  `  Data:      ${where}`,
  isSeeded
    ? `  Demo login (created now): username "${config.demo.username}", password "${config.demo.password}"`
    : `  Demo login: username "${config.demo.username}" (password as set when the data was first created)`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
