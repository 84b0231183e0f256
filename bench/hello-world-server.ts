import Fastify from 'fastify';

/**
 * The ceiling for bench/http.ts: a bare Fastify server on this machine, with no hooks, schemas,
 * logging or database, so the API's figures can be read as a fraction of what Fastify can do.
 */
const port = Number(process.env.PORT ?? 3001);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

async function shutdown(): Promise<void> {
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port, host: '127.0.0.1' });
