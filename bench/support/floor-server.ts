import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { createCounterTable } from './counter-updates';

/**
 * A floor server: bare Fastify (no hooks, schemas or logging) on PORT with a `pg.Pool` of
 * DATABASE_POOL_SIZE connections to DATABASE_URL, where `bench_counter` has been created (unless
 * the floor reads the API's own tables: `withCounterTable: false`), so the API's calls can be read
 * as a fraction of the least an HTTP call that reaches the database costs.
 */
export async function serveFloor(
  addRoutes: (app: FastifyInstance, pool: pg.Pool) => void,
  { withCounterTable = true }: { withCounterTable?: boolean } = {},
): Promise<void> {
  const port = Number(process.env.PORT);
  const databaseUrl = process.env.DATABASE_URL;
  const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 20);
  if (!databaseUrl || !port) throw new Error('PORT and DATABASE_URL are required');

  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle connection the server closes must not end the process; queries report their own errors.
  pool.on('error', () => undefined);
  if (withCounterTable) await createCounterTable(pool);

  const app = Fastify({ logger: false });
  addRoutes(app, pool);
  const shutdown = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  await app.listen({ port, host: '127.0.0.1' });
}
