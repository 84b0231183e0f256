import Fastify from 'fastify';
import pg from 'pg';
import { createCounterTable, incrementRandomCounter } from './support/counter-updates';

/**
 * The floor for bench/games.ts: the cheapest HTTP call that writes. A bare Fastify server (no
 * hooks, schemas or logging) whose `POST /` runs one one-row UPDATE transaction on a pool sized
 * like the API's, so the wallet's calls can be read as a fraction of what an HTTP call that
 * commits costs on this machine. The JSON body is parsed, as the API parses its own, and ignored.
 */
const port = Number(process.env.PORT ?? 3002);
const databaseUrl = process.env.DATABASE_URL;
const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 20);
if (!databaseUrl) throw new Error('DATABASE_URL is required');

const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
// An idle connection the server closes must not end the process; queries report their own errors.
pool.on('error', () => undefined);
await createCounterTable(pool);

const app = Fastify({ logger: false });
app.get('/ready', async () => {
  await pool.query('select 1');
  return { ready: true };
});
app.post('/', async () => {
  await incrementRandomCounter(pool);
  return { status: 'RS_OK' };
});

async function shutdown(): Promise<void> {
  await app.close();
  await pool.end();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port, host: '127.0.0.1' });
