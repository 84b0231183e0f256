import type { FastifyInstance } from 'fastify';

/** How often, while closing, the connections that have finished their request are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * Closes the server on shutdown: no new connections, the requests in flight finish, then it
 * resolves. Fastify's own close is not enough for that. It closes the idle keep-alive
 * connections once, when it starts, so a connection whose request finishes later stays open
 * until its keep-alive timeout (72 s); and a connection that never sent a request (a browser's
 * speculative preconnect) is never idle, so it holds the close (seen: still closing after 100 s).
 * Hence the sweep, and after `graceMs` every connection is cut: a request still running by then
 * is cut with it (the money calls are idempotent and their transactions commit or roll back
 * whole, so a retry is safe).
 */
export async function closeServer(app: FastifyInstance, graceMs: number): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cutOff = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cutOff);
  }
}
