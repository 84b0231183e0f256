import Fastify from 'fastify';
import { listenUntilStopped } from './support/listen-until-stopped';

/**
 * The ceiling for bench/http.ts: a bare Fastify server on this machine, with no hooks, schemas,
 * logging or database, so the API's figures can be read as a fraction of what Fastify can do.
 */
const port = Number(process.env.PORT ?? 3001);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

await listenUntilStopped(app, port);
