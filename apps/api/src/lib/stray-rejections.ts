import type { FastifyBaseLogger } from 'fastify';

/**
 * Node ends the process on a promise rejection nobody handles. pg-boss 10 calls its own
 * complete() and fail() without awaiting them, so a database connection lost while a job ends
 * would take every member's requests down with it. Such a rejection is logged and the process
 * goes on: each request and job already reports its own failures.
 */
export function logStrayRejections(log: Pick<FastifyBaseLogger, 'error'>): void {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'a promise failed with no handler; the process goes on');
  });
}
