import Fastify from 'fastify';
import { listenUntilStopped } from './support/listen-until-stopped';

/**
 * The floor for `GET /api/setting` in bench/http.ts, beside hello-world: a bare Fastify server
 * whose `GET /` answers with the very bytes the API answered REPLY_URL with once at start, its
 * body and its own headers. Loopback and autocannon cost more for a 1 KB reply than for
 * hello-world's 17 bytes; against this floor, what is left is the API's own work per request.
 */

/** Headers Node's HTTP server writes itself for every reply. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

const port = Number(process.env.PORT);
const replyUrl = process.env.REPLY_URL;
if (!port || !replyUrl) throw new Error('PORT and REPLY_URL are required');

// Identity: the bench's autocannon asks for no compression, so the API answers it uncompressed.
const original = await fetch(replyUrl, { headers: { 'accept-encoding': 'identity' } });
if (!original.ok) throw new Error(`${replyUrl} answered ${original.status}`);
const body = await original.text();
const headers = Object.fromEntries([...original.headers].filter(([name]) => !WRITTEN_BY_NODE.has(name)));

const app = Fastify({ logger: false });
app.get('/', (_request, reply) => {
  reply.headers(headers).send(body);
});

await listenUntilStopped(app, port);
