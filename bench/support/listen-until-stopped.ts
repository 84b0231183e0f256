import type { FastifyInstance } from 'fastify';

/**
 * Listens on 127.0.0.1:port until the bench stops the server (SIGINT or SIGTERM, bench/support/
 * child-server.ts), then closes it and ends the process: a bare server of the benches.
 */
export async function listenUntilStopped(app: FastifyInstance, port: number): Promise<void> {
  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  await app.listen({ port, host: '127.0.0.1' });
}
